// The classic cart and checkout pages' DOM, shared by their islands: the blockUI overlay, notices
// (shown, scrolled to, focused), the cart page request that swaps in a fresh page, and the texts
// those pages' islands share (cartPageMessages).
export { CART_TOTALS_SELECTOR } from './apply-cart-page';
export { blockElement, isBlocked, unblockElement } from './block-overlay';
export { cartPageRequest, getCartLink, postCartForm, refreshCartPage } from './cart-page-requests';
export { clearCheckoutNotices, showNoticesBefore } from './checkout-notices';
export { cartPageMessages } from './messages';
export {
  alertNotices,
  clearNotices,
  errorNoticeHtml,
  focusNotice,
  showNotices,
  showNoticesIn,
} from './notices';
