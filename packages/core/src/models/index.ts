// Countdown: remaining time split into parts, deal dates, a store and the shared second ticker.
export { type CountdownParts, pad2, parseDealDate, remainingParts } from './countdown';
export { type CountdownStore, createCountdown } from './countdown-store';
// Pagination: numbered window, load-more / prev / next rules, scroll target, and a small store.
// Its users are coming: the product listings' pagination and load more (issue 12).
export {
  canGoNext,
  canGoPrev,
  canLoadMore,
  centrePages,
  clampPosition,
  PAGINATION_SCROLL_OFFSET,
  type PaginationItem,
  type PaginationItemKind,
  type PaginationPosition,
  paginationItemClass,
  paginationItems,
  paginationScrollTop,
} from './pagination';
export { createPaginationState, type PaginationSnapshot, type PaginationState } from './pagination-state';
export { onSecond } from './second-ticker';
