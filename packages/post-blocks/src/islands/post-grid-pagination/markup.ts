import { keepPagination as keepPrinted, paginationSlots, slotKindOf } from '@firsat/core/kit';
import { postListingMessages } from '../../shared/listing';

/** The `<li>` slot of each kind, by the plugin's class names (the kit's pagination, `ultp-`). */
export const SLOT_SELECTOR = paginationSlots('ultp');

/** The kind of an `<li>`, from its class. */
export const slotKind = (li: Element) => slotKindOf(li, SLOT_SELECTOR);

/** Notes what the island changes as printed and names icon-only previous / next links. */
export const keepPagination = (el: HTMLElement, slots: readonly HTMLLIElement[]): (() => void)[] =>
  keepPrinted(el, slots, SLOT_SELECTOR, {
    prev: postListingMessages.t('postPreviousPage'),
    next: postListingMessages.t('postNextPage'),
  });
