import { listingLoading, listingPlace } from '@firsat/core/kit';
import { WOPB_LISTING } from './plugin';

// The product blocks' place and look, which every listing control (and the filter) reaches.

/**
 * Where the block sits: the post id (a surrounding `.wopb-shortcode`'s `data-postid` wins when it
 * is a whole number) and the widget id (the last `-` part of the closest `.widget_block`'s id),
 * as the plugin works them out (product-blocks.md §0 "Where the page ID comes from").
 */
export const blockPlace = listingPlace(WOPB_LISTING);

/** A product block's loading state; the returned function takes it away, as printed. */
export const showLoading = listingLoading(WOPB_LISTING);
