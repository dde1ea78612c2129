// What the product-block listing controls (load more, numbered pagination, filter tabs) share:
// their data-*, the typed request payloads, and the kit's listing module (`@firsat/core/kit`,
// kit/listing) bound to the product blocks' description (`WOPB_LISTING`: the wopb nonce,
// endpoints, loading look, address and scroll); the post blocks bind the same module to theirs.

// keepAttributes: an element's attributes given back exactly; keepChildNodes: core's keepChildren
export { keepChildren as keepChildNodes } from '@firsat/core/island';
export { keepAttributes, LOAD_MORE_SCROLL } from '@firsat/core/kit';
export { addressParams, addressWith, readAddress, writeAddress } from './address';
export { createBlockCalls } from './block-calls';
export { fetchFreshNonce, NONCE_STORAGE_KEY, postBlockRequest, postBlockRest } from './block-client';
export { type BlockAttributes, blockAttributeProps, postIdProp } from './block-props';
export { type FilterPayload, filterPayload } from './filter-payload';
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
  type LoadMorePayload,
  loadMorePayload,
  type PaginationPayload,
  pagedPayload,
  paginationPayload,
} from './paged-payload';
export type { BlockPayload } from './payload';
export { blockPlace, showLoading, WOPB_LOADING } from './place';
export { WOPB_LISTING } from './plugin';
export { scrollToBlock, scrollToNewItems } from './scroll';
export { type ShowMoreFilterPayload, showMoreFilterPayload } from './show-more-payload';
