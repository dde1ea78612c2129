import type { IslandDefinition } from '@firsat/core';
import { productGallery } from '../product-gallery/definition';
import { productTabs } from '../product-tabs/definition';
import { starRating } from '../star-rating/definition';

/** The island definitions of this group (see ../index.ts): gallery, tabs, review rating. */
// biome-ignore lint/suspicious/noExplicitAny: islands of every prop shape
export const islands: IslandDefinition<any>[] = [productGallery, productTabs, starRating];
