/**
 * Layer 5: what the store prints — pages and their layout, fragments, notices, globals, and the
 * JSON shapes of variations and posts. Imports the domain and context/, never routes/.
 */

export {
  type ArchiveKind,
  archivePage,
  type BlogRequest,
  blogHomePage,
  blogSearchResultsPage,
  explorePage,
  headlinesPage,
  searchPage,
  singlePostPage,
} from './blog-pages';
export { cartForm, cartTotals, emptyCart } from './cart-page';
export { cartReservationBox } from './cart-reservation';
export { checkoutLoginMessages } from './checkout-login-messages';
export {
  type CheckoutFormState,
  checkoutCoupon,
  checkoutForm,
  checkoutGlobals,
  checkoutLogin,
  initialCheckoutState,
} from './checkout-page';
export { checkoutPayment, reviewOrderTable } from './checkout-review';
export { COMPARE_DEMO_COLUMNS, compareProductList, compareReply } from './compare-modal';
export { dealCountdown, dealCountdownMarkup } from './deal-countdown';
export { demoImageSvg } from './demo-image';
export { COMING_SOON_DISMISSED_META } from './footer-notices';
export { cartGlobals } from './globals';
export { renderLayout } from './layout';
export {
  blockLink,
  blockLinkQuery,
  blockName,
  type ListingBlock,
  type ListingState,
  listingBlock,
  listingBlocksAt,
  listingItems,
  listingMainContent,
  listingParams,
  tabFromFilterAttributes,
} from './listing-block';
export { cartFragments } from './mini-cart';
export { addNotice, type NoticeItem, noticeHtml, takeNotices } from './notices';
export { orderReceived } from './order-received';
export type { GlobalScript, PageView } from './page-view';
export {
  type ColourMode,
  colourModeCookie,
  colourModeOf,
  findPostBlock,
  type PostBlock,
  type PostFilter,
  postFilterReply,
  postItems,
  realPluginPage,
  searchResultItems,
} from './post-blocks';
export { postJson } from './post-json';
export {
  FILTER_SORT_LABELS,
  type FilterBlock,
  filteredGridMain,
  filterTermItems,
  productFilterBlock,
  productFilterModal,
  taxonomyQuery,
} from './product-filter-block';
export { productGridBlock } from './product-grid-block';
export {
  compareAddonButton,
  productListButtons,
  productListState,
  wishlistAddonButton,
} from './product-list-buttons';
export { productLoop } from './product-loop';
export { productSearchBlock, productSearchResults, SEARCH_BLOCK } from './product-search';
export { productSliderBlock, type SliderBlockOptions } from './product-slider-block';
export { quickviewNeighbours, quickviewReply } from './quickview-modal';
export { humanTimeDiff, salesNotificationEntry } from './sales-notification';
export { type ProductArchive, renderShopArchive } from './shop-archive';
export { findListingBlock, homeCarousel, homeListingBlocks, showcaseBlocks } from './showcase-blocks';
export { singleProduct } from './single-product';
export { stickyCartBar } from './sticky-cart';
export { variationData, variationsDifferInPrice } from './variation-data';
export { couponError, couponMessages, fieldLabels, noticeFieldLabel, wcTexts } from './wc-texts';
export {
  WISHLIST_EMPTY_ON_CART,
  WISHLIST_LOGIN_PAGE,
  wishlistLoginRequired,
  wishlistLoginUrl,
  wishlistReply,
} from './wishlist-modal';
