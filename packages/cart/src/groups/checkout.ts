import type { IslandDefinition } from '@firsat/core';
import { checkoutLogin } from '../checkout-login/definition';
import { orderAttribution } from '../order-attribution/definition';

/** The island definitions of this group (see ../index.ts). */
// biome-ignore lint/suspicious/noExplicitAny: islands of every prop shape
export const islands: IslandDefinition<any>[] = [orderAttribution, checkoutLogin];
