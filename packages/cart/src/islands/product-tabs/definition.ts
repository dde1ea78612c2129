import { defineIsland } from '@firsat/core';
import type { ProductTabsProps } from './props';

/**
 * WooCommerce's single product tabs (description, additional information, reviews). A behaviour
 * (no React). `load`: until it binds every panel shows, one under another — a flash, and a page
 * that shrinks under the shopper, so the tabs close as soon as the page is parsed.
 */
export const productTabsIsland = defineIsland<ProductTabsProps>({
  name: 'product-tabs',
  selector: '.woocommerce-tabs.wc-tabs-wrapper',
  when: 'load',
  kind: 'behaviour',
  load: () => import('./island'),
});
