import { listingScroll } from '@firsat/core/kit';

/** After a page change the window goes back to 50 px above the block (SPEC §9). */
export const WOPB_SCROLL_OFFSET = 50;

/**
 * `scrollToBlock`: after a page change, back to 50 px above the block, only when the reader
 * scrolled past its top; `scrollToNewItems`: after load more, the first new item 80 px below the
 * top over 100 ms, when it is below the fold (SPEC §9).
 */
export const { toBlock: scrollToBlock, toNewItems: scrollToNewItems } = listingScroll({
  scrollOffset: WOPB_SCROLL_OFFSET,
});
