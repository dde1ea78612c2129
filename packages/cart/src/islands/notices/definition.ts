import { defineIsland } from '@firsat/core';
import type { NoticesProps } from './props';

/**
 * WooCommerce's `div.woocommerce-notices-wrapper`: alert notices get scrolled to and focused. A
 * behaviour (no React). `load`: an error or confirmation the server printed is the first thing a
 * shopper must see and hear, 500 ms after the page loads (SPEC §9), not whenever the page idles.
 */
export const noticesIsland = defineIsland<NoticesProps>({
  name: 'notices',
  selector: '.woocommerce-notices-wrapper',
  when: 'load',
  kind: 'behaviour',
  load: () => import('./island'),
});
