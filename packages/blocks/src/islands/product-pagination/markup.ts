import type { PaginationItemKind } from '@firsat/core/models';

/** The `<li>` slot of each kind, by the plugin's class names. */
export const SLOT_SELECTOR: Record<PaginationItemKind, string> = {
  prev: '.wopb-prev-page-numbers',
  first: '.wopb-first-pages',
  'first-dot': '.wopb-first-dot',
  page: '.wopb-center-item',
  'last-dot': '.wopb-last-dot',
  last: '.wopb-last-pages',
  next: '.wopb-next-page-numbers',
};

/** The kind of an `<li>`, from its class. */
export function slotKind(li: Element): PaginationItemKind | null {
  for (const [kind, selector] of Object.entries(SLOT_SELECTOR) as [PaginationItemKind, string][]) {
    if (li.matches(selector)) return kind;
  }
  return null;
}
