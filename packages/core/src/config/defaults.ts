import type { FirsatConfig } from '../configure/index';
import { detectLocale } from './locale';

/** SPEC §9: seconds between sales popups (wopb-gap-N) and seconds one stays (wopb-stay-N). */
export const DEFAULT_SALES_GAP_SECONDS = 14;
export const DEFAULT_SALES_STAY_SECONDS = 7;

/**
 * The order attribution fields SPEC §3 lists, each with the sourcebuster path WooCommerce maps
 * it to when `wc_order_attribution` is not printed.
 */
export const DEFAULT_ATTRIBUTION_FIELDS: Readonly<Record<string, string>> = {
  source_type: 'current.typ',
  referrer: 'current_add.rf',
  utm_campaign: 'current.cmp',
  utm_source: 'current.src',
  utm_medium: 'current.mdm',
  utm_content: 'current.cnt',
  utm_id: 'current.id',
  utm_term: 'current.trm',
  utm_source_platform: 'current.plt',
  utm_creative_format: 'current.fmt',
  utm_marketing_tactic: 'current.tct',
  session_entry: 'current_add.ep',
  session_start_time: 'current_add.fd',
  session_pages: 'session.pgs',
  session_count: 'udata.vst',
  user_agent: 'udata.uag',
};

/**
 * The bottom layer of config resolution: what a page that prints nothing gets. Values come from
 * SPEC.md where it names them (cart at 'sepet', `$` on the left, attribution lifetime 1.0e-5
 * months and 30-minute sessions, sales popup 14 s gap and 7 s stay) and from WordPress's and
 * WooCommerce's standard addresses otherwise.
 */
export function specDefaults(): FirsatConfig {
  return {
    locale: detectLocale(),
    ajaxUrl: '/wp-admin/admin-ajax.php',
    wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
    restRoot: '/wp-json/',
    restNonce: '',
    // Empty means "derive from ajaxUrl" once every layer is merged (see resolve.ts).
    nonceEndpoint: '',
    messages: {},
    shop: {
      cartUrl: '/sepet',
      isCart: false,
      isCheckout: false,
      cartRedirectAfterAdd: false,
      updateShippingMethodNonce: '',
      applyCouponNonce: '',
      removeCouponNonce: '',
      updateOrderReviewNonce: '',
      reviewRatingRequired: false,
      zoomEnabled: false,
      photoswipeEnabled: false,
      flexsliderEnabled: false,
      fragmentName: 'wc_fragments',
      cartHashKey: 'wc_cart_hash',
      fragmentsRequestTimeout: 5000,
    },
    productBlocks: {
      security: '',
      currencySymbol: '$',
      currencyPosition: 'left',
      pageId: 0,
      urls: {},
      compareSecurity: '',
      wishlistSecurity: '',
      quickviewSecurity: '',
      emptyWishlist: false,
      isVariationSwitchActive: false,
      currencySwitcherSecurity: '',
    },
    postBlocks: {
      security: '',
      savedColourMode: '',
      homeUrl: '/',
      darkLogo: '',
    },
    orderAttribution: {
      lifetime: 1.0e-5,
      session: 30,
      base64: false,
      prefix: 'wc_order_attribution_',
      allowTracking: true,
      // Empty means "use DEFAULT_ATTRIBUTION_FIELDS": a printed map replaces them whole (resolve.ts).
      fields: {},
    },
    body: {
      salesGapSeconds: DEFAULT_SALES_GAP_SECONDS,
      salesStaySeconds: DEFAULT_SALES_STAY_SECONDS,
      animation: null,
      postId: 0,
    },
  };
}
