/**
 * @firsat/cart — islands are added here by their issues; see README.md for what belongs here.
 */
import type { IslandDefinition } from '@firsat/core';

/** Every island of this package, for `register(...cartIslands)`. */
// biome-ignore lint/suspicious/noExplicitAny: islands of every prop shape
export const cartIslands: IslandDefinition<any>[] = [];
