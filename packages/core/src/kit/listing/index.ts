// The listings of any block plugin (load more, pagination, filter tabs), bound to a plugin's
// ListingPlugin description: the product blocks' (packages/blocks, shared/block-requests) and the
// post blocks' (packages/post-blocks, shared/listing), and their printed numbered pagination.
// Each part is made once per plugin, in the plugin's binding.
export { type ListingAddress, type ListingPlace, type ListingPlaceChange, listingAddress } from './address';
export { type ListingRun, listingCalls } from './calls';
export { type ListingClient, listingClient } from './endpoint';
export { listingLoading } from './loading';
export {
  keepPagination,
  type PaginationSlots,
  paginationRenderer,
  paginationSlots,
  slotKindOf,
  targetPage,
} from './pagination';
export { listingPlace } from './place';
export type { ListingPlugin } from './plugin';
export { keepAttributes } from './printed';
export { type ListingScroll, listingScroll } from './scroll';
export {
  bindFilterTabs,
  type FilterTabsOptions,
  filterTabKeys,
  type TabsState,
  tabFromAddress,
} from './tabs';
