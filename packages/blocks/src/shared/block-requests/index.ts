// What the product-block listing controls (load more, numbered pagination, filter tabs) share:
// their data-*, the typed request payloads, and the wopb adapter over the kit's listing parts
// (the call with its fresh-nonce retry, the loading state, the address, the scrolling): the
// post blocks (ultp_*) give the same parts their own nonce, endpoint and loading look.

// scrolling is the kit's (the post blocks scroll the same way); named here as before
export { LOAD_MORE_SCROLL, scrollToBlock, scrollToNewItems } from '@firsat/core/kit';
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
export { showLoading, WOPB_LOADING } from './loading';
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
