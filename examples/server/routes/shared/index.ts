/**
 * What several routes share: the add-to-cart reply, check_ajax_referer, WooCommerce's classic
 * form handler (the no-JavaScript links and the cart form post) and the checkout's processing
 * (`?wc-ajax=checkout` and the checkout page's own POST), the product archives' pages (the shop,
 * categories, tags), and the listing blocks' nonce and block look-up.
 */
export { addAndReply, intval, noticeAddResult, productPageUrl } from './add-to-cart-reply';
export { blogRequest, isPostSearch } from './blog-request';
export { handleCartFormPost } from './cart-form-post';
export { checkAjaxReferer } from './check-ajax-referer';
export { CHECKOUT_BODY_CLASS, type CheckoutResult, orderReceivedUrl, processCheckout } from './checkout';
export { classicCartAction } from './classic-cart-actions';
export { listingFilterReply, listingItemsReply, listingRequest } from './listing-request';
export {
  filteredDataReply,
  postBlockRequest,
  postFilterFromAdvanced,
  postFilterFromFields,
  postItemsReply,
  postUniqueFields,
} from './post-block-request';
export { searchResultsPage, shopArchivePage, shopPageWithSearch, termArchivePage } from './product-archive';
export {
  addressParams,
  FILTER_PAGE,
  filteredGrid,
  filtersFromAddress,
  filtersFromPayload,
  gridPageParam,
  showMoreFilterItemsReply,
} from './product-filter-request';
