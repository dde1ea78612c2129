import type { ConfigInput } from '../configure/index';
import { child, flag, type Loose, num, pickMessages, readGlobal, str, strings } from './loose';
import { mergeLayers } from './merge';

/**
 * WooCommerce's printed texts, keyed by the global's field, mapped to the message ids of the
 * islands (or core) that show them: a printed text wins over the island's catalogue.
 */
const MESSAGES: Readonly<Record<string, string>> = {
  i18n_view_cart: 'viewCart',
  i18n_password_show: 'passwordShow',
  i18n_password_hide: 'passwordHide',
  i18n_required_rating_text: 'ratingRequired',
  i18n_product_gallery_trigger_text: 'galleryTrigger',
  i18n_no_matching_variations_text: 'variationNoMatch',
  i18n_make_a_selection_text: 'variationSelectOptions',
  i18n_unavailable_text: 'variationUnavailable',
  i18n_reset_alert_text: 'variationReset',
  i18n_checkout_error: 'checkoutError',
};

/** The ajax addresses every WooCommerce global repeats. */
function addresses(g: Loose | null): ConfigInput {
  return {
    ajaxUrl: str(g, 'ajax_url'),
    wcAjaxUrl: str(g, 'wc_ajax_url'),
    messages: pickMessages(g, MESSAGES),
  };
}

/** `wc_single_product_params.i18n_rating_options`: five texts, one per star. */
function ratingOptions(g: Loose | null): Record<string, string> {
  const options = g?.i18n_rating_options;
  const out: Record<string, string> = {};
  if (!Array.isArray(options)) return out;
  options.slice(0, 5).forEach((text, index) => {
    if (typeof text === 'string' && text) out[`ratingOption${index + 1}`] = text;
  });
  return out;
}

function addToCart(): ConfigInput {
  const g = readGlobal('wc_add_to_cart_params');
  return {
    ...addresses(g),
    shop: {
      cartUrl: str(g, 'cart_url'),
      isCart: flag(g, 'is_cart'),
      cartRedirectAfterAdd: flag(g, 'cart_redirect_after_add'),
    },
  };
}

function fragments(): ConfigInput {
  const g = readGlobal('wc_cart_fragments_params');
  return {
    ...addresses(g),
    shop: {
      fragmentName: str(g, 'fragment_name'),
      cartHashKey: str(g, 'cart_hash_key'),
      fragmentsRequestTimeout: num(g, 'request_timeout'),
    },
  };
}

function cart(): ConfigInput {
  const g = readGlobal('wc_cart_params');
  return {
    ...addresses(g),
    shop: {
      updateShippingMethodNonce: str(g, 'update_shipping_method_nonce'),
      applyCouponNonce: str(g, 'apply_coupon_nonce'),
      removeCouponNonce: str(g, 'remove_coupon_nonce'),
    },
  };
}

function checkout(): ConfigInput {
  const g = readGlobal('wc_checkout_params');
  return {
    ...addresses(g),
    shop: {
      isCheckout: flag(g, 'is_checkout'),
      updateOrderReviewNonce: str(g, 'update_order_review_nonce'),
      applyCouponNonce: str(g, 'apply_coupon_nonce'),
      removeCouponNonce: str(g, 'remove_coupon_nonce'),
    },
  };
}

function singleProduct(): ConfigInput {
  const g = readGlobal('wc_single_product_params');
  return {
    messages: { ...pickMessages(g, MESSAGES), ...ratingOptions(g) },
    shop: {
      reviewRatingRequired: flag(g, 'review_rating_required'),
      zoomEnabled: flag(g, 'zoom_enabled'),
      photoswipeEnabled: flag(g, 'photoswipe_enabled'),
      flexsliderEnabled: flag(g, 'flexslider_enabled'),
    },
  };
}

function variations(): ConfigInput {
  return addresses(readGlobal('wc_add_to_cart_variation_params'));
}

function orderAttribution(): ConfigInput {
  const g = readGlobal('wc_order_attribution');
  const params = child(g, 'params');
  return {
    ajaxUrl: str(params, 'ajaxurl'),
    orderAttribution: {
      lifetime: num(params, 'lifetime'),
      session: num(params, 'session'),
      base64: flag(params, 'base64'),
      prefix: str(params, 'prefix'),
      allowTracking: flag(params, 'allowTracking'),
      fields: strings(g, 'fields'),
    },
  };
}

/**
 * What WooCommerce prints: `wc_add_to_cart_params`, `woocommerce_params`,
 * `wc_cart_fragments_params`, `wc_cart_params`, `wc_checkout_params`, `wc_single_product_params`,
 * `wc_add_to_cart_variation_params` and `wc_order_attribution`. Missing globals add nothing; the
 * cart-specific globals win over the general ones where they repeat a field.
 */
export function readWooCommerce(): ConfigInput {
  return mergeLayers<ConfigInput>(
    {},
    orderAttribution(),
    addresses(readGlobal('woocommerce_params')),
    variations(),
    singleProduct(),
    fragments(),
    checkout(),
    cart(),
    addToCart(),
  );
}
