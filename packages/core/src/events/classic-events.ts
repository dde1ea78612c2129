/** Page fragments keyed by selector, as add/remove-from-cart replies carry them. */
export type CartFragments = Record<string, string>;

/** A variation object as WooCommerce sends it (the cart package types it fully). */
export type ClassicVariation = Record<string, unknown>;

/**
 * The events the classic scripts announce, with the extra arguments jQuery handlers receive after
 * the event object (`$(document.body).on('added_to_cart', (e, fragments, cartHash, $button) => …)`).
 * Natively the same arguments are the CustomEvent's `detail` array. Elements travel as elements
 * natively and as jQuery objects through jQuery.
 */
export interface ClassicEventMap {
  // Add to cart (add-to-cart.js)
  adding_to_cart: [button: Element | undefined, data: Record<string, unknown>];
  added_to_cart: [fragments: CartFragments, cartHash: string, button?: Element];
  removed_from_cart: [fragments: CartFragments, cartHash: string, button?: Element];
  wc_cart_button_updated: [button: Element];
  // Cart fragments (cart-fragments.js)
  wc_fragment_refresh: [];
  wc_fragments_refreshed: [];
  wc_fragments_loaded: [];
  wc_fragments_ajax_error: [];
  wc_cart_hash_changed: [cartHash?: string];
  // Variation form (add-to-cart-variation.js), triggered on the form and bubbling
  wc_variation_form: [];
  check_variations: [];
  found_variation: [variation: ClassicVariation];
  show_variation: [variation: ClassicVariation, purchasable: boolean];
  hide_variation: [];
  reset_data: [];
  reset_image: [];
  woocommerce_variation_has_changed: [];
  woocommerce_variation_select_change: [];
  woocommerce_update_variation_values: [];
  // Cart and checkout pages (cart.js, checkout.js)
  updated_wc_div: [];
  updated_cart_totals: [];
  updated_shipping_method: [];
  applied_coupon: [couponCode: string];
  removed_coupon: [couponCode: string];
  wc_cart_emptied: [];
  update_checkout: [];
  updated_checkout: [];
  init_checkout: [];
  checkout_error: [message?: string];
  applied_coupon_in_checkout: [couponCode: string];
  removed_coupon_in_checkout: [couponCode: string];
  // Single product page (single-product.js)
  wc_product_gallery_before_init: [];
  wc_product_gallery_after_init: [];
  // Cart and checkout blocks (a native CustomEvent whose detail is one object)
  'wc-blocks_added_to_cart': [detail?: { preserveCartData?: boolean }];
  'wc-blocks_removed_from_cart': [detail?: { preserveCartData?: boolean }];
  // Product blocks (wopb.js), triggered on document
  wopbAjaxComplete: [];
  wopbModalClosed: [];
}

/** A classic event name firsat knows the arguments of. */
export type ClassicEventName = keyof ClassicEventMap;

/** The arguments of an event: typed for known names, unknown for any other name a theme uses. */
export type ClassicEventArgs<N extends string> = N extends ClassicEventName ? ClassicEventMap[N] : unknown[];
