import type { PaginationItemKind } from '@firsat/core/models';
import { blockRequestMessages, keepAttributes } from '../../shared/block-requests';

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

/**
 * Notes what the island changes as printed (the list, each slot and link, a centre link's text)
 * and names the plugin's icon-only previous / next links (axe link-name); returns the restores.
 */
export function keepPagination(el: HTMLElement, slots: readonly HTMLLIElement[]): (() => void)[] {
  const restores = [keepAttributes(el)];
  for (const li of slots) {
    restores.push(keepAttributes(li));
    const a = li.querySelector('a');
    if (!a) continue;
    const text = a.textContent;
    const restore = keepAttributes(a);
    restores.push(() => {
      restore();
      if (li.matches(SLOT_SELECTOR.page) && a.textContent !== text) a.textContent = text;
    });
  }
  for (const [kind, name] of [
    ['prev', 'previousPage'],
    ['next', 'nextPage'],
  ] as const) {
    for (const a of el.querySelectorAll<HTMLElement>(`${SLOT_SELECTOR[kind]} > a`)) {
      if (!a.textContent?.trim() && !a.hasAttribute('aria-label'))
        a.setAttribute('aria-label', blockRequestMessages.t(name));
    }
  }
  return restores;
}
