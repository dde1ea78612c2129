/**
 * What several routes share: the add-to-cart reply, check_ajax_referer and WooCommerce's classic
 * form handler (the no-JavaScript links and the cart form post).
 */
export { addAndReply, intval, noticeAddResult, productPageUrl } from './add-to-cart-reply';
export { handleCartFormPost } from './cart-form-post';
export { checkAjaxReferer } from './check-ajax-referer';
export { classicCartAction } from './classic-cart-actions';
