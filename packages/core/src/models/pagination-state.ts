import { createSnapshotStore } from '../snapshot-store/index';
import {
  canGoNext,
  canGoPrev,
  canLoadMore,
  clampPosition,
  type PaginationItem,
  type PaginationPosition,
  paginationItems,
} from './pagination';

/** What a pagination view renders; a new object after every change, the same one otherwise. */
export interface PaginationSnapshot extends PaginationPosition {
  /** The seven numbered-pagination items (empty with one page). */
  items: PaginationItem[];
  /** Previous is possible: not on page 1. */
  canPrev: boolean;
  /** Next is possible: not on the last page. */
  canNext: boolean;
  /** Load more is possible: the current page is below the number of pages. */
  canLoadMore: boolean;
}

/** A framework-free pagination store; connect it with `useSyncExternalStore(subscribe, getSnapshot)`. */
export interface PaginationState {
  /** The current snapshot. */
  getSnapshot(): PaginationSnapshot;
  /** Calls `listener` with the new snapshot after every change; returns the unsubscribe. */
  subscribe(listener: (snapshot: PaginationSnapshot) => void): () => void;
  /** Moves to `page` (clamped into `1..total`); returns whether the page changed. */
  goTo(page: number): boolean;
  /** One page forward; `false` on the last page. */
  next(): boolean;
  /** One page back; `false` on the first page. */
  prev(): boolean;
  /** Replaces the number of pages (after filtering); the current page is clamped into it. */
  setTotal(total: number): void;
}

function snapshotOf(position: PaginationPosition): PaginationSnapshot {
  const { current, total } = clampPosition(position);
  return {
    current,
    total,
    items: paginationItems({ current, total }),
    canPrev: canGoPrev(current),
    canNext: canGoNext(current, total),
    canLoadMore: canLoadMore(current, total),
  };
}

/**
 * Creates the pagination state of one block.
 * @param initial `total` pages (`data-pages`) and the `current` page (`data-paged`, default 1).
 */
export function createPaginationState(initial: { total: number; current?: number }): PaginationState {
  const store = createSnapshotStore(
    snapshotOf({ current: initial.current ?? 1, total: initial.total }),
    (a, b) => a.current === b.current && a.total === b.total,
  );
  const update = (current: number, total: number): boolean => store.set(snapshotOf({ current, total }));

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    goTo: (page) => update(page, store.getSnapshot().total),
    next: () => update(store.getSnapshot().current + 1, store.getSnapshot().total),
    prev: () => update(store.getSnapshot().current - 1, store.getSnapshot().total),
    setTotal(total) {
      update(store.getSnapshot().current, total);
    },
  };
}
