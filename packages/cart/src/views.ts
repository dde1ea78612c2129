// Generated from src/islands/ by scripts/generate-indexes.mjs: do not edit, run `npm run generate`.
/**
 * The behaviours and views of @firsat/cart and their props (the data-* schema and its type),
 * eagerly imported: Storybook and custom hosts. The definitions are the package entry; fixtures are
 * `/testing`. Per island: its chunk (`island.ts`) as `<camelName>Behaviour`, its `bind…`
 * (`behaviour.ts`) or its component (`view.tsx`), its `…Props` and its texts as
 * `<camelName>Messages`.
 */

export { bindAddToCart } from './islands/add-to-cart/behaviour';
export { default as addToCartBehaviour } from './islands/add-to-cart/island';
export { messages as addToCartMessages } from './islands/add-to-cart/messages';
export { type AddToCartProps, addToCartProps } from './islands/add-to-cart/props';
export { bindCartForm } from './islands/cart-form/behaviour';
export { default as cartFormBehaviour } from './islands/cart-form/island';
export { type CartFormProps, cartFormProps } from './islands/cart-form/props';
export { bindCartReservation } from './islands/cart-reservation/behaviour';
export { default as cartReservationBehaviour } from './islands/cart-reservation/island';
export { messages as cartReservationMessages } from './islands/cart-reservation/messages';
export { type CartReservationProps, cartReservationProps } from './islands/cart-reservation/props';
export { bindCartSections } from './islands/cart-sections/behaviour';
export { default as cartSectionsBehaviour } from './islands/cart-sections/island';
export { type CartSectionsProps, cartSectionsProps } from './islands/cart-sections/props';
export { bindCartTotals } from './islands/cart-totals/behaviour';
export { default as cartTotalsBehaviour } from './islands/cart-totals/island';
export { messages as cartTotalsMessages } from './islands/cart-totals/messages';
export { type CartTotalsProps, cartTotalsProps } from './islands/cart-totals/props';
export { bindCatalogOrdering } from './islands/catalog-ordering/behaviour';
export { default as catalogOrderingBehaviour } from './islands/catalog-ordering/island';
export { type CatalogOrderingProps, catalogOrderingProps } from './islands/catalog-ordering/props';
export { bindCheckoutCoupon } from './islands/checkout-coupon/behaviour';
export { default as checkoutCouponBehaviour } from './islands/checkout-coupon/island';
export { type CheckoutCouponProps, checkoutCouponProps } from './islands/checkout-coupon/props';
export { bindCheckoutForm } from './islands/checkout-form/behaviour';
export { default as checkoutFormBehaviour } from './islands/checkout-form/island';
export { messages as checkoutFormMessages } from './islands/checkout-form/messages';
export { type CheckoutFormProps, checkoutFormProps } from './islands/checkout-form/props';
export { bindCheckoutLogin } from './islands/checkout-login/behaviour';
export { default as checkoutLoginBehaviour } from './islands/checkout-login/island';
export { messages as checkoutLoginMessages } from './islands/checkout-login/messages';
export { type CheckoutLoginProps, checkoutLoginProps } from './islands/checkout-login/props';
export { bindCheckoutReview } from './islands/checkout-review/behaviour';
export { default as checkoutReviewBehaviour } from './islands/checkout-review/island';
export { type CheckoutReviewProps, checkoutReviewProps } from './islands/checkout-review/props';
export { bindComingSoonBanner } from './islands/coming-soon-banner/behaviour';
export { default as comingSoonBannerBehaviour } from './islands/coming-soon-banner/island';
export { messages as comingSoonBannerMessages } from './islands/coming-soon-banner/messages';
export { type ComingSoonBannerProps, comingSoonBannerProps } from './islands/coming-soon-banner/props';
export { bindCouponBlock } from './islands/coupon-block/behaviour';
export { default as couponBlockBehaviour } from './islands/coupon-block/island';
export { type CouponBlockProps, couponBlockProps } from './islands/coupon-block/props';
export { bindMiniCart } from './islands/mini-cart/behaviour';
export { default as miniCartBehaviour } from './islands/mini-cart/island';
export { type MiniCartProps, miniCartProps } from './islands/mini-cart/props';
export { bindNameYourPrice } from './islands/name-your-price/behaviour';
export { default as nameYourPriceBehaviour } from './islands/name-your-price/island';
export { messages as nameYourPriceMessages } from './islands/name-your-price/messages';
export { type NamePriceProps, namePriceProps } from './islands/name-your-price/props';
export { bindNotices } from './islands/notices/behaviour';
export { default as noticesBehaviour } from './islands/notices/island';
export { type NoticesProps, noticesProps } from './islands/notices/props';
export { bindOrderAttribution } from './islands/order-attribution/behaviour';
export { default as orderAttributionBehaviour } from './islands/order-attribution/island';
export { type OrderAttributionProps, orderAttributionProps } from './islands/order-attribution/props';
export { bindProductGallery } from './islands/product-gallery/behaviour';
export { default as productGalleryBehaviour } from './islands/product-gallery/island';
export { messages as productGalleryMessages } from './islands/product-gallery/messages';
export { type ProductGalleryProps, productGalleryProps } from './islands/product-gallery/props';
export { bindProductTabs } from './islands/product-tabs/behaviour';
export { default as productTabsBehaviour } from './islands/product-tabs/island';
export { type ProductTabsProps, productTabsProps } from './islands/product-tabs/props';
export { bindQuantity } from './islands/quantity/behaviour';
export { default as quantityBehaviour } from './islands/quantity/island';
export { messages as quantityMessages } from './islands/quantity/messages';
export { type QuantityProps, quantityProps } from './islands/quantity/props';
export { bindStarRating } from './islands/star-rating/behaviour';
export { default as starRatingBehaviour } from './islands/star-rating/island';
export { type StarRatingProps, starRatingProps } from './islands/star-rating/props';
export { bindStickyCart } from './islands/sticky-cart/behaviour';
export { default as stickyCartBehaviour } from './islands/sticky-cart/island';
export { messages as stickyCartMessages } from './islands/sticky-cart/messages';
export { type StickyCartProps, stickyCartProps } from './islands/sticky-cart/props';
export { bindStoreNotice } from './islands/store-notice/behaviour';
export { default as storeNoticeBehaviour } from './islands/store-notice/island';
export { type StoreNoticeProps, storeNoticeProps } from './islands/store-notice/props';
export { bindVariationForm } from './islands/variation-form/behaviour';
export { default as variationFormBehaviour } from './islands/variation-form/island';
export { messages as variationFormMessages } from './islands/variation-form/messages';
export { type VariationFormProps, variationFormProps } from './islands/variation-form/props';
