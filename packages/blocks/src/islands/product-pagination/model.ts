import type { PaginationItemKind, PaginationSnapshot } from '@firsat/core/models';

/**
 * The page a click on an item leads to: its `data-current`, or the current page ∓ 1 for
 * previous and next; null for the dots and for the page already shown.
 */
export function targetPage(
  item: { kind: PaginationItemKind | null; dataCurrent: string | null },
  snapshot: Pick<PaginationSnapshot, 'current' | 'total'>,
): number | null {
  let page: number | null = null;
  if (item.kind === 'prev') page = snapshot.current - 1;
  else if (item.kind === 'next') page = snapshot.current + 1;
  else if (item.dataCurrent !== null && item.kind !== 'first-dot' && item.kind !== 'last-dot') {
    page = Number(item.dataCurrent);
  }
  if (page === null || !Number.isInteger(page) || page < 1 || page > snapshot.total) return null;
  return page === snapshot.current ? null : page;
}
