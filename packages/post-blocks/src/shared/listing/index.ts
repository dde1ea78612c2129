// What the post grids' listing controls (next/previous, load more, numbered pages, infinite
// scroll, the filter bar, the advanced filter) share: their data-*, the grid they work on, the
// request payloads and filter replies, unique content, and the kit's listing module
// (`@firsat/core/kit`, kit/listing) bound to the post blocks' description (`ULTP_LISTING`).

export { keepChildren } from '@firsat/core/island';
export { keepAttributes } from '@firsat/core/kit';
export {
  filterBarMarkup,
  filteredReply,
  gridItemsMarkup,
  loadMoreMarkup,
  nextPrevMarkup,
  type PostGridFixture,
  paginationMarkup,
  postGridMarkup,
  postItemMarkup,
  postItems,
  uniqueSpanMarkup,
} from './fixtures';
export { filterFields, gridOf, type PostGrid, postItems as itemsOf } from './grid';
export { postListingMessages } from './messages';
export { keepOwnChildren } from './own-children';
export { showPage } from './page-shown';
export { type PageSwitchControl, pageSwitch, pageToFetch } from './page-switch';
export { filterPayload, type ListingPayload, pagedPayload } from './payload';
export {
  addressWith,
  blockPlace,
  createListingCalls,
  postListingRequest,
  readAddress,
  scrollToBlock,
  scrollToNewItems,
  ULTP_LISTING,
  ULTP_NONCE_KEY,
  writeAddress,
} from './plugin';
export { type GridAttributes, gridAttributeProps, pagesProp } from './props';
export { applyFilteredReply, type FilteredData, parseFilteredReply, putBack } from './reply';
export { keepUniqueIds, UNIQUE_IDS_KEY, uniqueFields } from './unique';
