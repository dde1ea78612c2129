// What the product-block listing controls (load more, numbered pagination, filter tabs) share:
// their data-*, the typed request payloads, and the kit's listing module (`@firsat/core/kit`,
// kit/listing) bound to the product blocks' description (`WOPB_LISTING`: the wopb nonce,
// endpoints, loading look, address and scroll); the post blocks bind the same module to theirs.

// keepPrinted: an element's attributes given back exactly; keepChildNodes: core's keepChildren
export { keepChildren as keepChildNodes } from '@firsat/core/island';
export { keepPrinted, LOAD_MORE_SCROLL, scrollToNewItems } from '@firsat/core/kit';
export { addressParams, addressWith, readAddress, writeAddress } from './address';
export { createBlockCalls } from './block-calls';
export { fetchFreshNonce, postBlockRequest, postBlockRest } from './block-client';
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
export { blockRequestMessages } from './messages';
export {
  type BlockPayload,
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
export { blockPlace, showLoading } from './place';
export { NONCE_STORAGE_KEY, WOPB_LISTING, WOPB_LOADING } from './plugin';
export { scrollToBlock } from './scroll';
