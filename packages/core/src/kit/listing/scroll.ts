import { paginationScrollTop } from '../../models/index';
import { documentTop, LOAD_MORE_SCROLL, scrollToNewItems, scrollWindowTo } from '../scroll/index';
import type { ListingPlugin } from './plugin';

/** A listing's scrolling after a call (SPEC §9); each returned function stops the scrolling. */
export interface ListingScroll {
  /** after a page change: back to `plugin.scrollOffset` px above `block` over 100 ms, when the reader scrolled past its top */
  toBlock(block: Element): () => void;
  /** after load more: the first new item 80 px below the top over 100 ms, when it is below the fold */
  toNewItems(first: Element): () => void;
}

/** The scrolling of `plugin`'s listings. */
export const listingScroll = (plugin: Pick<ListingPlugin, 'scrollOffset'>): ListingScroll => ({
  toBlock(block) {
    const top = paginationScrollTop(documentTop(block), window.scrollY, plugin.scrollOffset);
    return top === null ? () => {} : scrollWindowTo(top, LOAD_MORE_SCROLL.durationMs);
  },
  toNewItems: scrollToNewItems,
});
