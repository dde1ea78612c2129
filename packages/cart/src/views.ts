/**
 * The views of @firsat/cart and their props (the data-* schema and its type), eagerly imported:
 * Storybook and custom hosts. The definitions are the package entry; fixtures are `/testing`.
 */
export { type AddToCartProps, addToCartBehaviour, addToCartProps } from './islands/add-to-cart';
export { type CartFormProps, cartFormBehaviour, cartFormProps } from './islands/cart-form';
export {
  bindCartReservation,
  type CartReservationProps,
  cartReservationBehaviour,
  cartReservationMessages,
  cartReservationProps,
} from './islands/cart-reservation';
export {
  type CartSectionsProps,
  cartSectionsBehaviour,
  cartSectionsProps,
} from './islands/cart-sections';
export { type CartTotalsProps, cartTotalsBehaviour, cartTotalsProps } from './islands/cart-totals';
export {
  type CatalogOrderingProps,
  catalogOrderingBehaviour,
  catalogOrderingProps,
} from './islands/catalog-ordering';
export {
  type CheckoutCouponProps,
  checkoutCouponBehaviour,
  checkoutCouponProps,
} from './islands/checkout-coupon';
export { type CheckoutFormProps, checkoutFormBehaviour, checkoutFormProps } from './islands/checkout-form';
export {
  type CheckoutLoginProps,
  checkoutLoginBehaviour,
  checkoutLoginProps,
} from './islands/checkout-login';
export {
  type CheckoutReviewProps,
  checkoutReviewBehaviour,
  checkoutReviewProps,
} from './islands/checkout-review';
export {
  type ComingSoonBannerProps,
  comingSoonBannerBehaviour,
  comingSoonBannerProps,
} from './islands/coming-soon-banner';
export { type MiniCartProps, miniCartBehaviour, miniCartProps } from './islands/mini-cart';
export { type NamePriceProps, namePriceProps, nameYourPriceBehaviour } from './islands/name-your-price';
export { type NoticesProps, noticesBehaviour, noticesProps } from './islands/notices';
export {
  type OrderAttributionProps,
  orderAttributionBehaviour,
  orderAttributionProps,
} from './islands/order-attribution';
export {
  type ProductGalleryProps,
  productGalleryBehaviour,
  productGalleryProps,
} from './islands/product-gallery';
export { type ProductTabsProps, productTabsBehaviour, productTabsProps } from './islands/product-tabs';
export { type QuantityProps, quantityBehaviour, quantityProps } from './islands/quantity';
export { StarRating, type StarRatingProps, starRatingProps } from './islands/star-rating';
export { type StickyCartProps, stickyCartBehaviour, stickyCartProps } from './islands/sticky-cart';
export { type StoreNoticeProps, storeNoticeBehaviour, storeNoticeProps } from './islands/store-notice';
export {
  type VariationFormProps,
  variationFormBehaviour,
  variationFormProps,
} from './islands/variation-form';
