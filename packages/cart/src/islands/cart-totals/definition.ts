import { defineIsland } from '@firsat/core';
import type { CartTotalsProps } from './props';

/**
 * The cart page's totals (`div.cart_totals`, with the shipping methods and coupon rows). A
 * behaviour (no React): it sends the server's shipping choices and coupon links by fetch.
 * `idle`: the printed totals are right and the coupon links work without it; a method chosen
 * before it binds is sent as soon as it does.
 */
export const cartTotalsIsland = defineIsland<CartTotalsProps>({
  name: 'cart-totals',
  selector: '.cart-collaterals div.cart_totals',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});
