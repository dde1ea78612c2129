// What the product-block listing controls (load more, numbered pagination, filter tabs) share:
// their data-*, the typed request payloads, the call with its fresh-nonce retry, the loading
// state, the address and the scrolling. The post-blocks family (ultp_*) will follow the same shape.
export { addressParams, addressWith, readAddress, writeAddress } from './address';
export { createBlockCalls } from './block-calls';
export { fetchFreshNonce, NONCE_STORAGE_KEY, postBlockRequest, postBlockRest } from './block-client';
export { type BlockAttributes, blockAttributeProps, postIdProp } from './block-props';
// Fixtures: the plugin's listing markup, for the islands' tests and stories (and /testing).
export {
  type ListingBlockFixture,
  listingBlockMarkup,
  listingItemMarkup,
  listingItems,
  listingMainMarkup,
  paginationListMarkup,
} from './fixtures';
export { showLoading } from './loading';
export { blockRequestMessages } from './messages';
export {
  type BlockPayload,
  blockPlace,
  type FilterPayload,
  filterPayload,
  type LoadMorePayload,
  loadMorePayload,
  type PaginationPayload,
  pagedPayload,
  paginationPayload,
  type ShowMoreFilterPayload,
  showMoreFilterPayload,
} from './payload';
export { keepChildNodes, keepPrinted } from './printed';
export { LOAD_MORE_SCROLL, scrollToBlock, scrollToNewItems } from './scroll';
