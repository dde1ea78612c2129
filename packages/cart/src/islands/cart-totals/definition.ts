import { defineIsland } from '@firsat/core';
import type { CartTotalsProps } from './props';

/** The cart page's totals (`div.cart_totals`, with the shipping methods and coupon rows). */
export const cartTotalsIsland = defineIsland<CartTotalsProps>({
  name: 'cart-totals',
  selector: '.cart-collaterals div.cart_totals',
  when: 'load',
  load: () => import('./island'),
});
