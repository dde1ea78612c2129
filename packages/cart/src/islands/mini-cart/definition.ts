import { defineIsland } from '@firsat/core';
import type { MiniCartProps } from './props';

/** WooCommerce's mini cart / header cart dropdown content (the `div.widget_shopping_cart_content` fragment). */
export const miniCartIsland = defineIsland<MiniCartProps>({
  name: 'mini-cart',
  selector: '.widget_shopping_cart_content',
  when: 'load',
  load: () => import('./island'),
});
