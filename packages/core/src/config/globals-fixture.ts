/**
 * Test data: the config globals a real classic WooCommerce store printed (see
 * shared/reference/woocommerce/config-globals.js), plus product-blocks and post-blocks globals
 * shaped as their plugins print them. Imported by tests only.
 */
export const WC_GLOBALS = {
  wc_add_to_cart_params: {
    ajax_url: '/wp-admin/admin-ajax.php',
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    i18n_view_cart: 'View cart',
    cart_url: 'http://127.0.0.1:8089/cart/',
    is_cart: '',
    cart_redirect_after_add: 'no',
  },
  woocommerce_params: {
    ajax_url: '/wp-admin/admin-ajax.php',
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    i18n_password_show: 'Show password',
    i18n_password_hide: 'Hide password',
  },
  wc_order_attribution: {
    params: {
      lifetime: 1.0e-5,
      session: 30,
      base64: false,
      ajaxurl: 'http://127.0.0.1:8089/wp-admin/admin-ajax.php',
      prefix: 'wc_order_attribution_',
      allowTracking: true,
    },
    fields: { source_type: 'current.typ', referrer: 'current_add.rf', utm_campaign: 'current.cmp' },
  },
  wc_single_product_params: {
    i18n_required_rating_text: 'Please select a rating',
    i18n_rating_options: ['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars'],
    i18n_product_gallery_trigger_text: 'View full-screen image gallery',
    review_rating_required: 'yes',
    zoom_enabled: '1',
    zoom_options: [],
    photoswipe_enabled: '1',
    flexslider_enabled: '1',
  },
  wc_add_to_cart_variation_params: {
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    i18n_no_matching_variations_text:
      'Sorry, no products matched your selection. Please choose a different combination.',
    i18n_make_a_selection_text: 'Please select some product options before adding this product to your cart.',
    i18n_unavailable_text: 'Sorry, this product is unavailable. Please choose a different combination.',
    i18n_reset_alert_text:
      'Your selection has been reset. Please select some product options before adding this product to your cart.',
  },
  wc_cart_params: {
    ajax_url: '/wp-admin/admin-ajax.php',
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    update_shipping_method_nonce: '5db4157115',
    apply_coupon_nonce: 'ae6c38000c',
    remove_coupon_nonce: 'f4c3d92e7b',
  },
  wc_checkout_params: {
    ajax_url: '/wp-admin/admin-ajax.php',
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    update_order_review_nonce: '2cc25d909e',
    apply_coupon_nonce: 'ae6c38000c',
    remove_coupon_nonce: 'f4c3d92e7b',
    is_checkout: '1',
  },
  wc_cart_fragments_params: {
    ajax_url: '/wp-admin/admin-ajax.php',
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    cart_hash_key: 'wc_cart_hash_abc',
    fragment_name: 'wc_fragments_abc',
    request_timeout: '5000',
  },
} as const;

export const WOPB_GLOBALS = {
  wopb_core: {
    url: 'http://127.0.0.1:8089/wp-content/plugins/product-blocks/',
    ajax: 'http://127.0.0.1:8089/wp-admin/admin-ajax.php',
    security: 'wopb123',
    currency_symbol: '&#8378;',
    currency_position: 'right_space',
    rest: 'http://127.0.0.1:8089/wp-json/',
    page_id: '42',
    ajax_pagination: '/?wc-ajax=wopb_pagination',
    ajax_load_more: '/?wc-ajax=wopb_load_more',
  },
  wopb_compare: {
    ajax: '/wp-admin/admin-ajax.php',
    security: 'cmp123',
    ajax_product_list: '/?wc-ajax=wopb_product_list',
  },
  wopb_wishlist: { ajax: '/wp-admin/admin-ajax.php', security: 'wish123', emptyWishlist: 'true' },
  wopb_quickview: { ajax: '/wp-admin/admin-ajax.php', security: 'qv123', isVariationSwitchActive: 'false' },
} as const;

export const ULTP_GLOBALS = {
  ultp_data_frontend: {
    url: 'http://127.0.0.1:8089/wp-content/plugins/ultimate-post/',
    active: '',
    ultpSavedDLMode: 'ultpdark',
    ajax: 'http://127.0.0.1:8089/wp-admin/admin-ajax.php',
    security: 'ultp123',
    home_url: 'http://127.0.0.1:8089',
    dark_logo: 'http://127.0.0.1:8089/logo-dark.png',
  },
} as const;

/** Puts globals on `window` and returns a function that removes them again. */
export function installGlobals(...sets: ReadonlyArray<Record<string, unknown>>): () => void {
  const target = window as unknown as Record<string, unknown>;
  const names: string[] = [];
  for (const set of sets) {
    for (const [name, value] of Object.entries(set)) {
      target[name] = value;
      names.push(name);
    }
  }
  return () => {
    for (const name of names) delete target[name];
  };
}
