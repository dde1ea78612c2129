import { defineIsland } from '@firsat/core';
import type { NoticesProps } from './props';

/** WooCommerce's `div.woocommerce-notices-wrapper`: alert notices get scrolled to and focused. */
export const noticesIsland = defineIsland<NoticesProps>({
  name: 'notices',
  selector: '.woocommerce-notices-wrapper',
  when: 'load',
  load: () => import('./island'),
});
