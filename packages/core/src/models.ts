// Pure, framework-free models (no DOM, no React). Each block below is one model; add yours as
// its own block with an explicit export list.

// Pagination: numbered window, load-more / prev / next rules, scroll target, and a small store.
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
} from './models/pagination';
export {
  createPaginationState,
  type PaginationSnapshot,
  type PaginationState,
} from './models/pagination-state';

// Countdown: (to be added by its owner)
