/**
 * @firsat/blocks — product-block and post-block islands. Each export is a definition: register
 * it (or all of `blocksIslands`) and its code loads only when its element is on the page.
 * Views and props schemas are in `@firsat/blocks/views`, fixtures and test helpers in
 * `@firsat/blocks/testing`.
 */
import { dealCountdownIsland } from './islands/deal-countdown';
import { productFilterIsland } from './islands/product-filter';
import { productFilterTabsIsland } from './islands/product-filter-tabs';
import { productLoadMoreIsland } from './islands/product-load-more';
import { productPaginationIsland } from './islands/product-pagination';
import { productSearchIsland } from './islands/product-search';
import { productSliderIsland } from './islands/product-slider';
import { productViewsIsland } from './islands/product-views';
import { salesNotificationIsland } from './islands/sales-notification';
import { shareButtonsIsland } from './islands/share-buttons';
import { shopVideoIsland } from './islands/shop-video';
import { sizeChartIsland } from './islands/size-chart';

export {
  dealCountdownIsland,
  productFilterIsland,
  productFilterTabsIsland,
  productLoadMoreIsland,
  productPaginationIsland,
  productSearchIsland,
  productSliderIsland,
  productViewsIsland,
  salesNotificationIsland,
  shareButtonsIsland,
  shopVideoIsland,
  sizeChartIsland,
};

/** Every island of this package, for `register(...blocksIslands)`. */
export const blocksIslands = [
  dealCountdownIsland,
  sizeChartIsland,
  shareButtonsIsland,
  productViewsIsland,
  shopVideoIsland,
  productFilterTabsIsland,
  productLoadMoreIsland,
  productPaginationIsland,
  productSearchIsland,
  productFilterIsland,
  productSliderIsland,
  salesNotificationIsland,
];
