import { addressParams, blockPlace, NONCE_STORAGE_KEY, WOPB_LISTING, WOPB_LOADING } from './index';

// The product blocks' description for the kit's listing module, against product-blocks.md §0.

test.each([
  ['wopb_load_more', 'ajax_load_more'],
  ['wopb_pagination', 'ajax_pagination'],
  ['wopb_filter', 'ajax_filter'],
  ['wopb_show_more_filter_item', 'ajax_show_more_filter_item'],
])('%s is sent to the address wopb_core prints as %s', (action, key) => {
  expect(WOPB_LISTING.urlKey?.(action)).toBe(key);
});

test('the wopb nonce, loading look, address and scroll', () => {
  expect(WOPB_LISTING).toMatchObject({
    config: 'productBlocks',
    nonceStorageKey: 'wopb_nonce',
    renewAction: 'wopb_get_nonce',
    fallback: 'wc-ajax',
    loading: { classes: ['wopb-processing', 'wopb-loading-active'], overlay: 'wopb-block-overlay' },
    postIdHolders: ['.wopb-shortcode'],
    scrollOffset: 50,
  });
  expect(NONCE_STORAGE_KEY).toBe('wopb_nonce');
  expect(WOPB_LOADING).toBe(WOPB_LISTING.loading);
  expect(addressParams('vitrin')).toEqual({ page: 'paged-vitrin', tab: 'tab-vitrin' });
});

test('a surrounding .wopb-shortcode names the post; the widget its block id', () => {
  document.body.innerHTML =
    '<div class="widget_block" id="block-12"><div class="wopb-shortcode" data-postid="40"><span></span></div></div>';
  expect(blockPlace(document.querySelector('span') as Element, 15)).toEqual({
    postId: '40',
    widgetBlockId: '12',
  });
});
