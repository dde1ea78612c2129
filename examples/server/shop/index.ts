/**
 * Layer 2 (domain): products, variations, cart and cart actions, coupons, totals, shipping, deals
 * and the product-blocks settings. Imports db/, http/ and lib/; never renders.
 */
export { type ApplyCouponResult, applyCoupon } from './apply-coupon';
export { attributeSlug, chosenAttributes, type ProductAttribute, productAttributes } from './attributes';
export { type Cart, type CartLine, cartItemKey, getCart } from './cart';
export { type AddRequest, type AddResult, addToCart, findVariation, removeFromCart } from './cart-actions';
export { cartCookieHeaders } from './cart-cookies';
export { cartReservedCookie, cartReservedSettings, stickyCartSettings } from './cart-extras-settings';
export { CATALOG_ORDERINGS, type CatalogOrderby, parseOrderby, sortProducts } from './catalog-sort';
export {
  type CheckoutField,
  checkoutFields,
  type FieldGroup,
  type FieldKey,
  type FieldProblem,
  fieldProblems,
  isEmail,
  isPhone,
  STORE_COUNTRY,
} from './checkout-fields';
export { formatCouponCode, removeAppliedCoupon } from './coupons';
export {
  BASE_CURRENCY,
  type Currency,
  type CurrencyPosition,
  convertKurus,
  currentCurrency,
  defaultCurrency,
  findCurrency,
  inCurrency,
  listCurrencies,
  saveVisitorCurrency,
  toKurus,
  typedAmountToKurus,
  visitorCurrency,
} from './currencies';
export { rollDemoDeals } from './deals';
export { BUILDER_GALLERY_OPTION, builderGalleryPosition } from './gallery-settings';
export {
  customerCheckoutValues,
  getOrder,
  type Order,
  type OrderLine,
  type OrderStatus,
  type PlaceOrderResult,
  placeOrder,
  type StockProblem,
  stockProblems,
  TERMS_PAGE_OPTION,
  termsPageId,
} from './orders';
export {
  type BankAccount,
  bankAccounts,
  findGateway,
  type PaymentGateway,
  paymentGateways,
} from './payment-gateways';
export { addShare, addView, isPublishedProduct, shareCount, viewCount } from './product-counters';
export {
  averageRatings,
  FILTER_SORTINGS,
  type FilterSorting,
  type FilterTerm,
  filterMaxPrice,
  filterProducts,
  filterTerms,
  noFilters,
  type ProductFilters,
  stockStatusCounts,
} from './product-filter';
export {
  LISTING_ACTIONS,
  type ListingAction,
  type ListingPage,
  type ListingQuery,
  queryListing,
  queryListingThrough,
} from './product-listing';
export {
  addToProductList,
  clearProductList,
  PRODUCT_LIST_COOKIE,
  PRODUCT_LIST_COOKIE_SECONDS,
  type ProductListName,
  productListIds,
  removeFromProductList,
} from './product-lists';
export {
  foldTurkish,
  type ProductSearch,
  type SearchTerm,
  searchCategories,
  searchProducts,
} from './product-search';
export { PRODUCT_VIDEO_META, productVideo } from './product-video';
export {
  activePrice,
  getProduct,
  getProductBySlug,
  getProductTerm,
  getVariations,
  isInStock,
  isOnSale,
  isPurchasable,
  listDeals,
  listProducts,
  type Product,
  type ProductTaxonomy,
  type ProductTerm,
  productTerms,
  variationAttributes,
} from './products';
export { type ReviewError, submitReview } from './reviews';
export {
  type RecentSale,
  recentSales,
  salesNotificationBodyClasses,
  salesNotificationSettings,
  salesNotificationShownOn,
} from './sales-notification';
export { choosePostedShipping } from './shipping';
export { getOption, getUserMeta, setUserMeta } from './site-options';
export { swatchProducts, swatchType, termColours } from './swatch-settings';
export { type CartTotals, calculateTotals } from './totals';
export { emptyCart, updateCart } from './update-cart';
export { reachableOptions } from './variation-options';
