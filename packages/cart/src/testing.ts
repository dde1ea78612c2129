/**
 * @firsat/cart/testing — for tests and stories only: the plugin markup each island enhances, the
 * reference pages and server answers of a real WooCommerce 10 store, the page's HTTP client
 * answering through a fake fetch, and the cart session's test controls.
 */

export { reservationElement, reservationMarkup } from './islands/cart-reservation';
export { cartCouponSectionMarkup } from './islands/cart-sections';
export { catalogOrderingMarkup } from './islands/catalog-ordering';
export {
  CHECKOUT_FAILURE_REPLY,
  CHECKOUT_FORM_MARKUP,
  CHECKOUT_NONCE_REPLY,
  CHECKOUT_SUCCESS_REPLY,
} from './islands/checkout-form';
export { CHECKOUT_LOGIN_MARKUP } from './islands/checkout-login';
export { comingSoonBannerMarkup } from './islands/coming-soon-banner';
export { namePriceForm, namePriceFormMarkup } from './islands/name-your-price';
export { ATTRIBUTION_GLOBAL, CHECKOUT_INPUTS_MARKUP, forgetPageView } from './islands/order-attribution';
export {
  builderGalleryHtml,
  classicGalleryHtml,
  referencePlaceholderGalleryHtml,
} from './islands/product-gallery';
export { referenceTabsHtml } from './islands/product-tabs';
export { quantityFormMarkup } from './islands/quantity';
export { referenceReviewFormHtml } from './islands/star-rating';
export { stickyCartElement, stickyCartMarkup } from './islands/sticky-cart';
export { storeNoticeMarkup } from './islands/store-notice';
export { HOODIE_FORM_HTML } from './islands/variation-form';
export { browser, endCartSession, stopCartSession } from './shared/cart-session';
export * from './shared/testing';
