// Pure, framework-free models (no DOM, no React). Each block below is one model; add yours as
// its own block with an explicit export list.

// Countdown: remaining time split into parts, deal dates, a store and the shared second ticker.
export { type CountdownParts, pad2, parseDealDate, remainingParts } from './models/countdown';
export { type CountdownStore, createCountdown } from './models/countdown-store';
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
export { onSecond } from './models/second-ticker';

// The snapshot-and-listeners seam every framework-free model shares.
export { createSnapshotStore, type SnapshotStore, type Subscribable } from './models/snapshot-store';
