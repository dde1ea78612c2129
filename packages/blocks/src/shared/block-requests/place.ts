import { type LoadingLook, listingLoading, listingPlace } from '@firsat/core/kit';

// The product blocks' place and look, which every listing control (and the filter) reaches.

/** A surrounding `.wopb-shortcode`'s whole-number `data-postid` names the post (product-blocks.md §0). */
export const WOPB_POST_ID_HOLDERS = ['.wopb-shortcode'] as const;

/**
 * The product blocks' loading look (product-blocks.md §0 "Loading state"): the wrapper gets
 * `wopb-processing` and an appended `div.wopb-block-overlay` (the plugin's `block()`), and
 * `wopb-loading-active`; the kit adds `aria-busy`.
 */
export const WOPB_LOADING: LoadingLook = {
  classes: ['wopb-processing', 'wopb-loading-active'],
  overlay: 'wopb-block-overlay',
};

/**
 * Where the block sits: the post id (a surrounding `.wopb-shortcode`'s `data-postid` wins when it
 * is a whole number) and the widget id (the last `-` part of the closest `.widget_block`'s id),
 * as the plugin works them out (product-blocks.md §0 "Where the page ID comes from").
 */
export const blockPlace = listingPlace({ postIdHolders: WOPB_POST_ID_HOLDERS });

/** A product block's loading state; the returned function takes it away, as printed. */
export const showLoading = listingLoading({ loading: WOPB_LOADING });
