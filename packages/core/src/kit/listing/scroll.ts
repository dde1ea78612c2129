import { paginationScrollTop } from '../../models/index';
import { documentTop, LOAD_MORE_SCROLL, scrollWindowTo } from '../scroll/index';
import type { ListingPlugin } from './plugin';

/**
 * After a page change: back to `plugin.scrollOffset` px above `block` over 100 ms, only when the
 * reader scrolled past its top (SPEC §9). The returned function stops the scrolling.
 */
export const listingScroll =
  (plugin: ListingPlugin) =>
  (block: Element): (() => void) => {
    const top = paginationScrollTop(documentTop(block), window.scrollY, plugin.scrollOffset);
    return top === null ? () => {} : scrollWindowTo(top, LOAD_MORE_SCROLL.durationMs);
  };
