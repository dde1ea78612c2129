// Tests and stories only: the reference pages a real WooCommerce 10 store prints (cart, checkout,
// shop loop, the Hoodie's variations), the page's HTTP client answering through a fake fetch,
// and a real click. Published through `@firsat/cart/testing`.
export { endpointOf, fieldsOf, installCartHttp, setTestCookie, settle } from './cart-http';
export { cartPageDocument, cartPageMain, emptyCartDocument, mountCartPage } from './cart-page';
export { CART_COLLATERALS_HTML, CART_FORM_HTML, UPDATE_SHIPPING_METHOD_RESPONSE } from './cart-page-fixtures';
export { CHECKOUT_PAGE_MARKUP, CHECKOUT_PARAMS, REVIEW_TABLE_WITH_COUPON } from './checkout-fixtures';
export { closeCheckoutPage, openCheckoutPage } from './checkout-page';
export { click } from './click';
export {
  ADD_TO_CART_RESPONSE,
  REMOVE_FROM_CART_RESPONSE,
  SHOP_LOOP_HTML,
  WC_ADD_TO_CART_PARAMS,
} from './shop-cart-fixtures';
export { HOODIE, HOODIE_ATTRIBUTES, variation } from './variations';
