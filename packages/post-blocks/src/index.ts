// Generated from src/islands/ by scripts/generate-indexes.mjs: do not edit, run `npm run generate`.
/**
 * @firsat/post-blocks — Post-blocks (ultp-*) islands: the blog's grids with next/previous, load
 * more, pages and infinite scroll, the filter bar, the advanced filter and search, video, dark
 * mode, sliders, ticker, contents and share. These are the island definitions (a selector, a
 * strategy and a lazy `load`: a few bytes each); an island's code loads only when its element is on
 * the page. Views and props schemas are in `@firsat/post-blocks/views`, fixtures and test helpers
 * in `@firsat/post-blocks/testing`.
 *
 * Each `islands/<name>/index.ts` passes its definition on with `export * from './definition'`: the
 * bundler (rolldown) then binds these imports straight to definition.ts and leaves the index out of
 * the loader. A named re-export there would make the loader import every view's chunk (the floor
 * plan fails on anything more in it).
 */
import type { IslandDefinition } from '@firsat/core';
import { backToTopIsland } from './islands/back-to-top';
import { newsTickerIsland } from './islands/news-ticker';
import { postSliderIsland } from './islands/post-slider';
import { tableOfContentsIsland } from './islands/table-of-contents';

export { backToTopIsland, newsTickerIsland, postSliderIsland, tableOfContentsIsland };

/** Every island of this package, for `register(...postBlocksIslands)`. */
// biome-ignore lint/suspicious/noExplicitAny: islands of every prop shape
export const postBlocksIslands: IslandDefinition<any>[] = [
  backToTopIsland,
  newsTickerIsland,
  postSliderIsland,
  tableOfContentsIsland,
];
