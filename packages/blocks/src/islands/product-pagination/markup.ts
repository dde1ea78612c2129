import { keepPagination as keepPrinted, paginationSlots, slotKindOf } from '@firsat/core/kit';
import { blockRequestMessages } from '../../shared/block-requests';

/** The `<li>` slot of each kind, by the plugin's class names (the kit's pagination, `wopb-`). */
export const SLOT_SELECTOR = paginationSlots('wopb');

/** The kind of an `<li>`, from its class. */
export const slotKind = (li: Element) => slotKindOf(li, SLOT_SELECTOR);

/**
 * Notes what the island changes as printed (the list, each slot and link, a centre link's text)
 * and names the plugin's icon-only previous / next links (axe link-name); returns the restores.
 */
export const keepPagination = (el: HTMLElement, slots: readonly HTMLLIElement[]): (() => void)[] =>
  keepPrinted(el, slots, SLOT_SELECTOR, {
    prev: blockRequestMessages.t('previousPage'),
    next: blockRequestMessages.t('nextPage'),
  });
