import type { IslandDefinition } from '@firsat/core';
import { cartForm } from '../cart-form/definition';
import { cartSections } from '../cart-sections/definition';
import { cartTotals } from '../cart-totals/definition';
import { notices } from '../notices/definition';
import { quantity } from '../quantity/definition';

/** The island definitions of this group (see ../index.ts). */
// biome-ignore lint/suspicious/noExplicitAny: islands of every prop shape
export const islands: IslandDefinition<any>[] = [quantity, cartForm, cartTotals, cartSections, notices];
