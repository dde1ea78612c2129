// The classic cart and checkout pages' DOM, shared by their islands: the blockUI overlay, notices
// (shown, scrolled to, focused), and the cart page request that swaps in a fresh page.
export { CART_TOTALS_SELECTOR } from './apply-cart-page';
export { blockElement, isBlocked, unblockElement } from './block-overlay';
export { cartPageRequest, getCartLink, postCartForm, refreshCartPage } from './cart-page-requests';
export { clearCheckoutNotices, showNoticesBefore } from './checkout-notices';
export { alertNotices, clearNotices, errorNoticeHtml, focusNotice, showNotices } from './notices';
