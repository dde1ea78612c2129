/**
 * Numbered pagination as the product-blocks (`wopb-*`) and post-blocks (`ultp-*`) markup draws it:
 *
 * ```
 * ‹ prev | 1 (first) | … (first dot) | c-1  c  c+1 (three centre items) | … (last dot) | N (last) | next ›
 * ```
 *
 * Every item is always part of the window (the classic markup keeps hidden items in the list with
 * `display:none`), so a view can render the same seven slots on every page and only flip `hidden`.
 *
 * Rules, worked out from the classic render and click code with its duplicates fixed:
 * - the centre shows up to three consecutive pages around the current one: `1 2 3` on pages 1–2,
 *   `N-2 N-1 N` on the last page, `c-1 c c+1` elsewhere; the current page is the active one;
 * - prev is hidden on page 1, next on the last page;
 * - the first shortcut shows when page 1 is not in the centre, its dot only when there is a gap
 *   between page 1 and the centre (the classic showed `1 … 2 3 4`);
 * - the last shortcut shows when page N is not in the centre, its dot only when there is a gap
 *   before page N (the classic showed `1 2 3 3` with three pages).
 *
 * Pure TypeScript, no DOM.
 */

/** The seven slots of the numbered pagination, in document order. */
export type PaginationItemKind = 'prev' | 'first' | 'first-dot' | 'page' | 'last-dot' | 'last' | 'next';

/** One `<li>` of the numbered pagination. */
export interface PaginationItem {
  /** Which slot this is. */
  kind: PaginationItemKind;
  /** The page the item leads to; `null` for the dots. */
  page: number | null;
  /** The centre item of the current page (`pagination-active`). */
  active: boolean;
  /** The classic markup keeps hidden items with `display:none`. */
  hidden: boolean;
}

/** Where the pagination is: 1-based current page and the number of pages. */
export interface PaginationPosition {
  /** 1-based current page. */
  current: number;
  /** Number of pages (the block's `data-pages`). */
  total: number;
}

/** How far above the block the page scrolls after a page change, in px (SPEC §9). */
export const PAGINATION_SCROLL_OFFSET = 50;

const whole = (n: number, min: number): number => (Number.isFinite(n) ? Math.max(min, Math.trunc(n)) : min);

/** Makes any input safe: at least one page, current page within `1..total`. */
export function clampPosition({ current, total }: PaginationPosition): PaginationPosition {
  const pages = whole(total, 1);
  return { current: Math.min(whole(current, 1), pages), total: pages };
}

/** The pages of the three centre items (fewer when there are fewer pages). */
export function centrePages(position: PaginationPosition): number[] {
  const { current, total } = clampPosition(position);
  const start = Math.max(1, Math.min(current - 1, total - 2));
  const pages: number[] = [];
  for (let page = start; page <= Math.min(start + 2, total); page++) pages.push(page);
  return pages;
}

/** Previous is possible (and shown) unless on the first page. */
export const canGoPrev = (current: number): boolean => current > 1;

/** Next is possible (and shown) unless on the last page. */
export const canGoNext = (current: number, total: number): boolean => current < total;

/** Load more is enabled until the current page equals the number of pages (SPEC §4). */
export const canLoadMore = (current: number, total: number): boolean => current < total;

/**
 * The seven items of the numbered pagination for a position. Empty when there is one page or
 * none, as the server prints no list then.
 */
export function paginationItems(position: PaginationPosition): PaginationItem[] {
  const { current, total } = clampPosition(position);
  if (total < 2) return [];
  const centre = centrePages({ current, total });
  const start = centre[0] ?? 1;
  const end = centre[centre.length - 1] ?? total;
  const item = (kind: PaginationItemKind, page: number | null, hidden: boolean): PaginationItem => ({
    kind,
    page,
    active: false,
    hidden,
  });
  return [
    item('prev', Math.max(1, current - 1), !canGoPrev(current)),
    item('first', 1, start < 2),
    item('first-dot', null, start < 3),
    ...centre.map((page) => ({ kind: 'page' as const, page, active: page === current, hidden: false })),
    item('last-dot', null, end > total - 2),
    item('last', total, end >= total),
    item('next', Math.min(total, current + 1), !canGoNext(current, total)),
  ];
}

const SLOT_CLASS: Record<PaginationItemKind, string> = {
  prev: 'prev-page-numbers',
  first: 'first-pages',
  'first-dot': 'first-dot',
  page: 'center-item',
  'last-dot': 'last-dot',
  last: 'last-pages',
  next: 'next-page-numbers',
};

/**
 * The classic class names of an item's `<li>`, e.g. `wopb-center-item pagination-active`.
 * @param prefix `wopb` for product blocks, `ultp` for post blocks.
 */
export function paginationItemClass(item: PaginationItem, prefix = 'wopb'): string {
  return `${prefix}-${SLOT_CLASS[item.kind]}${item.active ? ' pagination-active' : ''}`;
}

/**
 * Where to scroll after a page was loaded: 50 px above the block, but only when the reader has
 * scrolled past the block's top; otherwise `null` (stay).
 * @param blockTop the block's top relative to the document (`rect.top + scrollY`).
 * @param scrollY the current vertical scroll position.
 */
export function paginationScrollTop(
  blockTop: number,
  scrollY: number,
  offset = PAGINATION_SCROLL_OFFSET,
): number | null {
  return scrollY > blockTop ? Math.max(0, blockTop - offset) : null;
}
