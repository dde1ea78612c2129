import { defineIsland } from '@firsat/core';
import type { CartReservationProps } from './props';

/**
 * The cart reservation countdown of product-blocks (`div.wopb-cart-reserved[data-expire][data-hides]`).
 * A behaviour (no React): it writes the time left into the server's box every second. `load`:
 * the server prints the whole reservation time, not what is left, and a reservation already over
 * must hide its box before the shopper sees it.
 */
export const cartReservationIsland = defineIsland<CartReservationProps>({
  name: 'cart-reservation',
  selector: '.wopb-cart-reserved',
  when: 'load',
  kind: 'behaviour',
  load: () => import('./island'),
});
