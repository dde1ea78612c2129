import type { RequestContext } from '../context';
import { localizeScript, md5, paths, RawJson } from '../lib';
import { currentCurrency } from '../shop';
import type { GlobalScript } from './page-view';
import { wcTexts } from './wc-texts';

/**
 * The classic config globals, printed the way wp_localize_script prints them (see
 * reference/woocommerce/config-globals.js). WooCommerce's own i18n strings are what a Turkish
 * install prints (wc-texts.ts); the texts SPEC.md gives (the variation alerts, the rating
 * alert) stay as SPEC.md gives them.
 */
export interface GlobalsFor {
  pageId?: number;
  isCart?: boolean;
  cartRedirectAfterAdd?: boolean;
}

const wcAjaxUrl = (name: string): string => paths.wcAjax.replace('%%endpoint%%', name);

function script(handle: string, name: string, data: Record<string, unknown>): GlobalScript {
  return { id: `${handle}-js-extra`, code: localizeScript(name, data) };
}

/** The WC-AJAX addresses `wopb_core` and `wopb_compare` both print. */
const wopbAjaxUrls = {
  ajax_pagination: wcAjaxUrl('wopb_pagination'),
  ajax_load_more: wcAjaxUrl('wopb_load_more'),
  ajax_filter: wcAjaxUrl('wopb_filter'),
  ajax_show_more_filter_item: wcAjaxUrl('wopb_show_more_filter_item'),
  ajax_product_list: wcAjaxUrl('wopb_product_list'),
  ajax_variation_loop_add_cart: wcAjaxUrl('wopb_variation_loop_add_cart'),
  ajax_quick_view: wcAjaxUrl('wopb_quickview'),
};

export function siteGlobals(ctx: RequestContext, page: GlobalsFor): GlobalScript[] {
  const home = ctx.url('/');
  return [
    script('wc-add-to-cart', 'wc_add_to_cart_params', {
      ajax_url: paths.adminAjax,
      wc_ajax_url: paths.wcAjax,
      i18n_view_cart: wcTexts.viewCart,
      cart_url: ctx.url(paths.cart),
      is_cart: page.isCart === true,
      cart_redirect_after_add: page.cartRedirectAfterAdd === true ? 'yes' : 'no',
    }),
    script('woocommerce', 'woocommerce_params', {
      ajax_url: paths.adminAjax,
      wc_ajax_url: paths.wcAjax,
      i18n_password_show: wcTexts.passwordShow,
      i18n_password_hide: wcTexts.passwordHide,
    }),
    script('wc-cart-fragments', 'wc_cart_fragments_params', {
      ajax_url: paths.adminAjax,
      wc_ajax_url: paths.wcAjax,
      cart_hash_key: `wc_cart_hash_${md5(home)}`,
      fragment_name: `wc_fragments_${md5(home)}`,
      request_timeout: '5000',
    }),
    script('wc-order-attribution', 'wc_order_attribution', {
      params: {
        // PHP prints this float as 1.0e-5; JSON.stringify would write 0.00001
        lifetime: new RawJson('1.0e-5'),
        session: 30,
        base64: false,
        ajaxurl: ctx.url(paths.adminAjax),
        prefix: 'wc_order_attribution_',
        allowTracking: true,
      },
      fields: {
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
      },
    }),
    script('wopb-script', 'wopb_core', {
      url: ctx.url(paths.productBlocksPlugin),
      ajax: ctx.url(paths.adminAjax),
      security: ctx.nonce('wopb-nonce'),
      // the visitor's currency (the switcher's choice), as the pro addon filters them
      currency_symbol: currentCurrency().symbolHtml,
      currency_position: currentCurrency().position,
      errorElementGroup: { errorElement: '<div class="wopb-error-element"></div>' },
      rest: ctx.url(paths.restRoot),
      taxonomyCatUrl: ctx.url('/wp-admin/edit-tags.php?taxonomy=category'),
      page_id: page.pageId ?? 0,
      ...wopbAjaxUrls,
    }),
    script('wopb-compare', 'wopb_compare', {
      ajax: ctx.url(paths.adminAjax),
      security: ctx.nonce('wopb-nonce'),
      ...wopbAjaxUrls,
    }),
    script('wopb-wishlist', 'wopb_wishlist', {
      ajax: ctx.url(paths.adminAjax),
      security: ctx.nonce('wopb-nonce'),
      emptyWishlist: '',
    }),
    script('wopb-quickview', 'wopb_quickview', {
      ajax: ctx.url(paths.adminAjax),
      security: ctx.nonce('wopb-nonce'),
      isVariationSwitchActive: 'true',
    }),
    script('wopb-currency-switcher', 'wopb_currency_switcher', {
      ajax: ctx.url(paths.adminAjax),
      security: ctx.nonce('wopb-nonce'),
    }),
    script('ultp-script', 'ultp_data_frontend', {
      url: ctx.url(paths.postBlocksPlugin),
      // as the real page prints them: wp_localize_script makes false an empty string
      active: '',
      ultpSavedDLMode: 'ultplight',
      ajax: ctx.url(paths.adminAjax),
      security: ctx.nonce('ultp-nonce'),
      home_url: ctx.origin,
      // the site logo's dark-mode picture (option ultp_site_dark_logo)
      dark_logo: ctx.url(paths.darkLogo),
    }),
    // The push bell's provider (packages/blocks push-bell): the demo's own push service, its SDK
    // a plain script of the theme's folder, injected by the bell on the visitor's first press.
    script('firsat-push', 'firsat_push', {
      provider: 'local',
      sdk: ctx.url(`${paths.theme}firsat-push/sdk.js`),
      rest: ctx.url(`${paths.restRoot}firsat-push/v1/`),
      nonce: ctx.nonce('wp_rest'),
      nonce_url: ctx.url(`${paths.adminAjax}?action=rest-nonce`),
    }),
    script('wp-api-request', 'wpApiSettings', {
      root: ctx.url(paths.restRoot),
      nonce: ctx.nonce('wp_rest'),
      versionString: 'wp/v2/',
    }),
  ];
}

/** wc_cart_params, printed on the cart page only. */
export function cartGlobals(ctx: RequestContext): GlobalScript {
  return script('wc-cart', 'wc_cart_params', {
    ajax_url: paths.adminAjax,
    wc_ajax_url: paths.wcAjax,
    update_shipping_method_nonce: ctx.nonce('update-shipping-method'),
    apply_coupon_nonce: ctx.nonce('apply-coupon'),
    remove_coupon_nonce: ctx.nonce('remove-coupon'),
  });
}
