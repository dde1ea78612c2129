import type { IslandDefinition } from '@firsat/core';
import { variationForm } from '../variation-form/definition';

/** The island definitions of this group (see ../index.ts): the variation form, its swatches and the card switcher. */
// biome-ignore lint/suspicious/noExplicitAny: islands of every prop shape
export const islands: IslandDefinition<any>[] = [variationForm];
