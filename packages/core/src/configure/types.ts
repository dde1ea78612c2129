/**
 * The resolved configuration every island reads. Resolution order (first wins):
 * `configure()` from code > `<script type="application/json" id="firsat-config">` > the classic
 * globals the server prints > SPEC defaults.
 */
export interface FirsatConfig {
  /** 'tr' or 'en', from `<html lang>` unless configured. */
  locale: 'tr' | 'en';
  /** admin-ajax.php (`wc_add_to_cart_params.ajax_url`, `wopb_core.ajax`, `ultp_data_frontend.ajax`). */
  ajaxUrl: string;
  /** Shop ajax with the `%%endpoint%%` placeholder (`wc_add_to_cart_params.wc_ajax_url`). */
  wcAjaxUrl: string;
  /** REST root ending in `/` (`wpApiSettings.root`, `wopb_core.rest`), default `/wp-json/`. */
  restRoot: string;
  /** The REST nonce sent as X-WP-Nonce (`wpApiSettings.nonce`). */
  restNonce: string;
  /** Where a fresh REST nonce is fetched (`wp.apiFetch.nonceEndpoint`), default `<ajaxUrl>?action=rest-nonce`. */
  nonceEndpoint: string;
  /** Messages printed by the server (e.g. `i18n_view_cart`) keyed by firsat message id. */
  messages: Record<string, string>;
  shop: ShopConfig;
  productBlocks: ProductBlocksConfig;
  postBlocks: PostBlocksConfig;
  orderAttribution: OrderAttributionConfig;
  /** Settings the server carries in body CSS classes (SPEC §3). */
  body: BodySettings;
}

export interface ShopConfig {
  cartUrl: string;
  isCart: boolean;
  isCheckout: boolean;
  cartRedirectAfterAdd: boolean;
  /** `wc_cart_params` / `wc_checkout_params` nonces. */
  updateShippingMethodNonce: string;
  applyCouponNonce: string;
  removeCouponNonce: string;
  updateOrderReviewNonce: string;
  /** `wc_single_product_params.review_rating_required === 'yes'`. */
  reviewRatingRequired: boolean;
  zoomEnabled: boolean;
  photoswipeEnabled: boolean;
  flexsliderEnabled: boolean;
  /** `wc_cart_fragments_params`. */
  fragmentName: string;
  cartHashKey: string;
  /** `wc_cart_fragments_params.request_timeout`: ms before a fragments refresh gives up (default 5000). */
  fragmentsRequestTimeout: number;
}

export interface ProductBlocksConfig {
  /** `wopb_core.security`, sent as `wpnonce`. */
  security: string;
  currencySymbol: string;
  currencyPosition: 'left' | 'left_space' | 'right' | 'right_space';
  pageId: number;
  /** The wc-ajax urls `wopb_core` prints (ajax_pagination, ajax_load_more, …), keyed as printed. */
  urls: Record<string, string>;
  compareSecurity: string;
  wishlistSecurity: string;
  quickviewSecurity: string;
  emptyWishlist: boolean;
  isVariationSwitchActive: boolean;
  /** `wopb_currency_switcher.security` (pro currency switcher), sent as `wpnonce`. */
  currencySwitcherSecurity: string;
}

export interface PostBlocksConfig {
  /** `ultp_data_frontend.security`, sent as `wpnonce`. */
  security: string;
  savedColourMode: 'ultpdark' | 'ultplight' | '';
  homeUrl: string;
  darkLogo: string;
}

export interface OrderAttributionConfig {
  /** Cookie lifetime in months (SPEC: 1.0e-5). */
  lifetime: number;
  /** Session length in minutes (SPEC: 30). */
  session: number;
  base64: boolean;
  prefix: string;
  allowTracking: boolean;
  /** Field name → sourcebuster path, as `wc_order_attribution.fields` prints it. */
  fields: Record<string, string>;
}

export interface BodySettings {
  /** wopb-gap-N, seconds between sales popups (default 14). */
  salesGapSeconds: number;
  /** wopb-stay-N, seconds a sales popup stays (default 7). */
  salesStaySeconds: number;
  /** wopb_anim_name-*, wopb_anim_show-*, wopb_anim_interval-* (animated add-to-cart). */
  animation: { name: string; show: string; interval: string } | null;
  /** The `postid-<id>` body class (the product view ping reads it), 0 when absent. */
  postId: number;
}

/** A partial config for `configure()` and the JSON script: every level optional. */
export type ConfigInput = {
  [K in keyof FirsatConfig]?: FirsatConfig[K] extends string | number | boolean
    ? FirsatConfig[K]
    : Partial<FirsatConfig[K]>;
};
