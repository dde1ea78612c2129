import { defineIsland } from '@firsat/core';
import type { ProductTabsProps } from './props';

/** WooCommerce's single product tabs (description, additional information, reviews). */
export const productTabsIsland = defineIsland<ProductTabsProps>({
  name: 'product-tabs',
  selector: '.woocommerce-tabs.wc-tabs-wrapper',
  when: 'load',
  load: () => import('./island'),
});
