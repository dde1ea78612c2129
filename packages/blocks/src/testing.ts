/** Fixtures (the plugins' markup) and test helpers of @firsat/blocks, for tests and stories. */
export {
  FIXTURE_CATEGORIES,
  FIXTURE_MORE_CATEGORIES,
  FIXTURE_PRICE_MAX,
  filterBlockMarkup,
  filterModalMarkup,
  filterPageMarkup,
  termItemsMarkup,
} from './islands/product-filter';
export { FILTER_TABS, filterTabsBlockMarkup } from './islands/product-filter-tabs';
export { loadMoreBlockMarkup } from './islands/product-load-more';
export { paginationBlockMarkup } from './islands/product-pagination';
export { navigation as searchNavigation, searchBlockMarkup, searchReplyHtml } from './islands/product-search';
export { type SliderBlockOptions, sliderBlockMarkup } from './islands/product-slider';
export { resetViewPings } from './islands/product-views';
export { salesBodyClasses, salesEntryHtml, salesHostMarkup, salesReply } from './islands/sales-notification';
export { resetShareCounts, shareAddonMarkup, shareBlockMarkup } from './islands/share-buttons';
export { embedMarkup, videoMarkup } from './islands/shop-video';
export { sizeChartMarkup } from './islands/size-chart';
export {
  listingBlockMarkup,
  listingItems,
  listingMainMarkup,
  NONCE_STORAGE_KEY,
} from './shared/block-requests';
