import { defineIsland } from '@firsat/core';
import type { CartReservationProps } from './props';

/** The cart reservation countdown of product-blocks (`div.wopb-cart-reserved[data-expire][data-hides]`). */
export const cartReservationIsland = defineIsland<CartReservationProps>({
  name: 'cart-reservation',
  selector: '.wopb-cart-reserved',
  when: 'load',
  load: () => import('./island'),
});
