import type { ListingPlugin } from './plugin';

// The two block plugins' descriptions as the references give them, for the listing module's
// tests: the product blocks' (product-blocks.md §0; packages/blocks binds the same one as
// `WOPB_LISTING`) and the post blocks' (post-blocks.md §0 and §1: `ultp_data_frontend`, every
// call to admin-ajax, `ultp_get_nonce` and `sessionStorage.ultp_nonce`, `ultp-loading-active`
// only — the spinner is printed —, `?<blockId>_page=N` as the plugin writes it, the builder
// content's then the shortcode's post id, and the scroll to 80 px above the block).

export const WOPB_TEST_PLUGIN: ListingPlugin = {
  config: 'productBlocks',
  nonceStorageKey: 'wopb_nonce',
  renewAction: 'wopb_get_nonce',
  urlKey: (action) => action.replace('wopb_', 'ajax_'),
  fallback: 'wc-ajax',
  loading: { classes: ['wopb-processing', 'wopb-loading-active'], overlay: 'wopb-block-overlay' },
  address: (blockId) => ({ page: `paged-${blockId}`, tab: `tab-${blockId}` }),
  postIdHolders: ['.wopb-shortcode'],
  scrollOffset: 50,
};

export const ULTP_TEST_PLUGIN: ListingPlugin = {
  config: 'postBlocks',
  nonceStorageKey: 'ultp_nonce',
  renewAction: 'ultp_get_nonce',
  fallback: 'admin-ajax',
  loading: { classes: ['ultp-loading-active'] },
  address: (blockId) => ({ page: `${blockId}_page`, tab: `${blockId}_tab` }),
  postIdHolders: ['.ultp-builder-content', '.ultp-shortcode'],
  scrollOffset: 80,
};
