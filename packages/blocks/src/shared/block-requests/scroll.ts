import { listingScroll } from '@firsat/core/kit';
import { WOPB_LISTING } from './plugin';

/** After a page change: back to 50 px above the block, only when the reader scrolled past its top. */
export const scrollToBlock = listingScroll(WOPB_LISTING);
