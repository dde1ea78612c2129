/** Fixtures (the plugins' markup) and test helpers of @firsat/blocks, for tests and stories. */
export { resetViewPings } from './islands/product-views';
export { resetShareCounts, shareAddonMarkup, shareBlockMarkup } from './islands/share-buttons';
export { embedMarkup, videoMarkup } from './islands/shop-video';
export { sizeChartMarkup } from './islands/size-chart';
