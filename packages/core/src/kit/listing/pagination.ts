import type { PaginationItemKind, PaginationSnapshot } from '../../models/index';
import { keepAttributes } from './printed';

// A block plugin's printed numbered pagination (`ul.<prefix>-pagination`: previous, first, first
// dots, three centre items, last dots, last, next), driven by core's pagination model: which
// slots show, the active one, the centre labels, every link's address. The product blocks'
// (`wopb-`) and the post blocks' (`ultp-`) print the same seven slots under their own prefix.

/** The `<li>` selector of each slot kind. */
export type PaginationSlots = Record<PaginationItemKind, string>;

/** The slots of a plugin's pagination, by its class prefix (`wopb`, `ultp`). */
export const paginationSlots = (prefix: string): PaginationSlots => ({
  prev: `.${prefix}-prev-page-numbers`,
  first: `.${prefix}-first-pages`,
  'first-dot': `.${prefix}-first-dot`,
  page: `.${prefix}-center-item`,
  'last-dot': `.${prefix}-last-dot`,
  last: `.${prefix}-last-pages`,
  next: `.${prefix}-next-page-numbers`,
});

/** The kind of an `<li>`, from its class. */
export function slotKindOf(li: Element, slots: PaginationSlots): PaginationItemKind | null {
  for (const [kind, selector] of Object.entries(slots) as [PaginationItemKind, string][]) {
    if (li.matches(selector)) return kind;
  }
  return null;
}

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

/**
 * Notes what the island changes as printed (the list, each slot and link, a centre link's text)
 * and names icon-only previous / next links with `labels` (axe link-name); returns the restores.
 */
export function keepPagination(
  el: HTMLElement,
  items: readonly HTMLLIElement[],
  slots: PaginationSlots,
  labels: { prev: string; next: string },
): (() => void)[] {
  const restores = [keepAttributes(el)];
  for (const li of items) {
    restores.push(keepAttributes(li));
    const a = li.querySelector('a');
    if (!a) continue;
    const text = a.textContent;
    const restore = keepAttributes(a);
    restores.push(() => {
      restore();
      if (li.matches(slots.page) && a.textContent !== text) a.textContent = text;
    });
  }
  for (const kind of ['prev', 'next'] as const) {
    for (const a of el.querySelectorAll<HTMLElement>(`${slots[kind]} > a`)) {
      if (!a.textContent?.trim() && !a.hasAttribute('aria-label')) a.setAttribute('aria-label', labels[kind]);
    }
  }
  return restores;
}

/**
 * `render(snapshot)` for the printed list: each slot shown or hidden, the active one marked, the
 * centre links relabelled, every link's address (`href(page)`) and `aria-current`. Writes only
 * what differs.
 */
export function paginationRenderer(
  el: HTMLElement,
  items: readonly HTMLLIElement[],
  slots: PaginationSlots,
  href: (page: number) => string,
): (snapshot: PaginationSnapshot) => void {
  const centre = items.filter((li) => li.matches(slots.page));
  return (snapshot) => {
    el.setAttribute('data-paged', String(snapshot.current));
    const centreItems = snapshot.items.filter((item) => item.kind === 'page');
    for (const item of snapshot.items) {
      const targets =
        item.kind === 'page'
          ? [centre[centreItems.indexOf(item)]]
          : items.filter((li) => li.matches(slots[item.kind]));
      for (const li of targets) {
        if (!li) continue;
        if ((li.style.display === 'none') !== item.hidden) li.style.display = item.hidden ? 'none' : '';
        if (li.classList.contains('pagination-active') !== item.active)
          li.classList.toggle('pagination-active', item.active);
        const a = li.querySelector('a');
        if (item.page === null || !a) continue;
        if (item.kind === 'page' && li.getAttribute('data-current') !== String(item.page)) {
          li.setAttribute('data-current', String(item.page));
          a.textContent = String(item.page);
        }
        const to = href(item.page);
        if (a.getAttribute('href') !== to) a.setAttribute('href', to);
        if (item.active) a.setAttribute('aria-current', 'page');
        else a.removeAttribute('aria-current');
      }
    }
  };
}
