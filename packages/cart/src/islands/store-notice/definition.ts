import { defineIsland } from '@firsat/core';
import type { StoreNoticeProps } from './props';

/** WooCommerce's store notice (woocommerce_demo_store), printed hidden in the footer. */
export const storeNoticeIsland = defineIsland<StoreNoticeProps>({
  name: 'store-notice',
  selector: '.woocommerce-store-notice',
  when: 'load',
  load: () => import('./island'),
});
