import type { IslandDefinition } from '@firsat/core';
import { productViews } from '../product-views/definition';
import { shareButtons } from '../share-buttons/definition';
import { shopVideo } from '../shop-video/definition';
import { sizeChart } from '../size-chart/definition';

export { productViews, shareButtons, shopVideo, sizeChart };

/** The island definitions of this group (see ../index.ts). */
// biome-ignore lint/suspicious/noExplicitAny: islands of every prop shape
export const islands: IslandDefinition<any>[] = [sizeChart, shareButtons, productViews, shopVideo];
