import type { IslandDefinition } from '@firsat/core';
import { cartReservation } from '../cart-reservation/definition';
import { nameYourPrice } from '../name-your-price/definition';
import { stickyCart } from '../sticky-cart/definition';

/** The island definitions of this group (see ../index.ts). */
// biome-ignore lint/suspicious/noExplicitAny: islands of every prop shape
export const islands: IslandDefinition<any>[] = [cartReservation, nameYourPrice, stickyCart];
