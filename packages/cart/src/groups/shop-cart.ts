import type { IslandDefinition } from '@firsat/core';
import { addToCart } from '../add-to-cart/definition';
import { catalogOrdering } from '../catalog-ordering/definition';
import { miniCart } from '../mini-cart/definition';

/** The island definitions of this group (see ../index.ts): add-to-cart buttons, mini cart, shop sorting. */
// biome-ignore lint/suspicious/noExplicitAny: islands of every prop shape
export const islands: IslandDefinition<any>[] = [addToCart, miniCart, catalogOrdering];
