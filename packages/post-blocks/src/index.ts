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
import { darkModeToggleIsland } from './islands/dark-mode-toggle';
import { newsTickerIsland } from './islands/news-ticker';
import { postAdvancedFilterIsland } from './islands/post-advanced-filter';
import { postFilterBarIsland } from './islands/post-filter-bar';
import { postGridLoadMoreIsland } from './islands/post-grid-load-more';
import { postGridNextPrevIsland } from './islands/post-grid-next-prev';
import { postGridPaginationIsland } from './islands/post-grid-pagination';
import { postPaginationBlockIsland } from './islands/post-pagination-block';
import { postSearchIsland } from './islands/post-search';
import { postShareButtonsIsland } from './islands/post-share-buttons';
import { postSliderIsland } from './islands/post-slider';
import { postVideoIsland } from './islands/post-video';
import { stickyVideoIsland } from './islands/sticky-video';
import { tableOfContentsIsland } from './islands/table-of-contents';

export {
  backToTopIsland,
  darkModeToggleIsland,
  newsTickerIsland,
  postAdvancedFilterIsland,
  postFilterBarIsland,
  postGridLoadMoreIsland,
  postGridNextPrevIsland,
  postGridPaginationIsland,
  postPaginationBlockIsland,
  postSearchIsland,
  postShareButtonsIsland,
  postSliderIsland,
  postVideoIsland,
  stickyVideoIsland,
  tableOfContentsIsland,
};

/** Every island of this package, for `register(...postBlocksIslands)`. */
// biome-ignore lint/suspicious/noExplicitAny: islands of every prop shape
export const postBlocksIslands: IslandDefinition<any>[] = [
  backToTopIsland,
  darkModeToggleIsland,
  newsTickerIsland,
  postAdvancedFilterIsland,
  postFilterBarIsland,
  postGridLoadMoreIsland,
  postGridNextPrevIsland,
  postGridPaginationIsland,
  postPaginationBlockIsland,
  postSearchIsland,
  postShareButtonsIsland,
  postSliderIsland,
  postVideoIsland,
  stickyVideoIsland,
  tableOfContentsIsland,
];
