// Generated from src/islands/ by scripts/generate-indexes.mjs: do not edit, run `npm run generate`.
/**
 * @firsat/blocks — Product-block and post-block islands: grids, filters, pagination, deals, popups,
 * compare, wishlist, quick view, search, dark mode and more. These are the island definitions (a
 * selector, a strategy and a lazy `load`: a few bytes each); an island's code loads only when its
 * element is on the page. Views and props schemas are in `@firsat/blocks/views`, fixtures and test
 * helpers in `@firsat/blocks/testing`.
 *
 * Each `islands/<name>/index.ts` passes its definition on with `export * from './definition'`: the
 * bundler (rolldown) then binds these imports straight to definition.ts and leaves the index out of
 * the loader. A named re-export there would make the loader import every view's chunk (the floor
 * plan fails on anything more in it).
 */
import type { IslandDefinition } from '@firsat/core';
import { compareIsland } from './islands/compare';
import { currencySwitcherIsland } from './islands/currency-switcher';
import { dealCountdownIsland } from './islands/deal-countdown';
import { headerMenuIsland } from './islands/header-menu';
import { headerSearchIsland } from './islands/header-search';
import { productFilterIsland } from './islands/product-filter';
import { productFilterTabsIsland } from './islands/product-filter-tabs';
import { productLoadMoreIsland } from './islands/product-load-more';
import { productPaginationIsland } from './islands/product-pagination';
import { productSearchIsland } from './islands/product-search';
import { productSliderIsland } from './islands/product-slider';
import { productViewsIsland } from './islands/product-views';
import { pushBellIsland } from './islands/push-bell';
import { quickViewIsland } from './islands/quick-view';
import { salesNotificationIsland } from './islands/sales-notification';
import { shareButtonsIsland } from './islands/share-buttons';
import { shopVideoIsland } from './islands/shop-video';
import { sizeChartIsland } from './islands/size-chart';
import { wishlistIsland } from './islands/wishlist';

export {
  compareIsland,
  currencySwitcherIsland,
  dealCountdownIsland,
  headerMenuIsland,
  headerSearchIsland,
  productFilterIsland,
  productFilterTabsIsland,
  productLoadMoreIsland,
  productPaginationIsland,
  productSearchIsland,
  productSliderIsland,
  productViewsIsland,
  pushBellIsland,
  quickViewIsland,
  salesNotificationIsland,
  shareButtonsIsland,
  shopVideoIsland,
  sizeChartIsland,
  wishlistIsland,
};

/** Every island of this package, for `register(...blocksIslands)`. */
// biome-ignore lint/suspicious/noExplicitAny: islands of every prop shape
export const blocksIslands: IslandDefinition<any>[] = [
  compareIsland,
  currencySwitcherIsland,
  dealCountdownIsland,
  headerMenuIsland,
  headerSearchIsland,
  productFilterIsland,
  productFilterTabsIsland,
  productLoadMoreIsland,
  productPaginationIsland,
  productSearchIsland,
  productSliderIsland,
  productViewsIsland,
  pushBellIsland,
  quickViewIsland,
  salesNotificationIsland,
  shareButtonsIsland,
  shopVideoIsland,
  sizeChartIsland,
  wishlistIsland,
];
