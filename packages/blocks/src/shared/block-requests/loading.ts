import { type LoadingLook, markLoading } from '@firsat/core/kit';

/**
 * The product blocks' loading look (product-blocks.md §0 "Loading state"): the wrapper gets
 * `wopb-processing` and an appended `div.wopb-block-overlay` (the plugin's `block()`), and
 * `wopb-loading-active`; the kit's `markLoading` adds `aria-busy`.
 */
export const WOPB_LOADING: LoadingLook = {
  classes: ['wopb-processing', 'wopb-loading-active'],
  overlay: 'wopb-block-overlay',
};

/** A product block's loading state; the returned function takes it away, as printed. */
export const showLoading = (wrapper: Element | null): (() => void) => markLoading(wrapper, WOPB_LOADING);
