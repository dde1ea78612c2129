import { defineIsland } from '@firsat/core';
import type { StoreNoticeProps } from './props';

/**
 * WooCommerce's store notice (woocommerce_demo_store), printed hidden in the footer. A behaviour
 * (no React): it shows or hides the server's notice. `load`: a notice the shopper dismissed must
 * not flash in, so the check runs as soon as the page is parsed.
 */
export const storeNoticeIsland = defineIsland<StoreNoticeProps>({
  name: 'store-notice',
  selector: '.woocommerce-store-notice',
  when: 'load',
  kind: 'behaviour',
  load: () => import('./island'),
});
