import type { ListingPlugin, LoadingLook } from '@firsat/core/kit';

/** Where the plugin keeps the fetched nonce (product-blocks.md §0 "Nonces"). */
export const NONCE_STORAGE_KEY = 'wopb_nonce';

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
 * The product blocks to the kit's listing module (product-blocks.md §0): `wopb_core`'s printed
 * `security` and WC-AJAX addresses (`/?wc-ajax=<action>` when absent), the nonce fetched with
 * `wopb_get_nonce` and kept in `sessionStorage.wopb_nonce`, the loading look (`wopb-processing`
 * with an appended `div.wopb-block-overlay`, and `wopb-loading-active`), firsat's own
 * `?paged-<blockId>=N` and `?tab-<blockId>=<value>` (the demo store renders them), a surrounding
 * `.wopb-shortcode`'s post id, and the page change's scroll to 50 px above the block (SPEC §9).
 */
export const WOPB_LISTING: ListingPlugin = {
  config: 'productBlocks',
  nonceStorageKey: NONCE_STORAGE_KEY,
  renewAction: 'wopb_get_nonce',
  // wopb_core prints ajax_load_more, ajax_pagination, ajax_filter, ajax_show_more_filter_item
  urlKey: (action) => action.replace('wopb_', 'ajax_'),
  fallback: 'wc-ajax',
  loading: WOPB_LOADING,
  address: (blockId) => ({ page: `paged-${blockId}`, tab: `tab-${blockId}` }),
  postIdHolders: ['.wopb-shortcode'],
  scrollOffset: 50,
};
