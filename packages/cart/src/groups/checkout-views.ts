// Views and props schemas of this group's islands, for Storybook and tests (see ../views.ts).

export { CheckoutCoupon } from '../checkout-coupon/checkout-coupon';
export { checkoutCouponProps } from '../checkout-coupon/props';
export { CheckoutLogin } from '../checkout-login/checkout-login';
export { checkoutLoginProps } from '../checkout-login/props';
export { CheckoutReview } from '../checkout-review/checkout-review';
export { checkoutReviewProps } from '../checkout-review/props';
export { ComingSoonBanner } from '../coming-soon-banner/coming-soon-banner';
export { comingSoonBannerProps } from '../coming-soon-banner/props';
export { OrderAttribution } from '../order-attribution/order-attribution';
export { orderAttributionProps } from '../order-attribution/props';
export { storeNoticeProps } from '../store-notice/props';
export { StoreNotice } from '../store-notice/store-notice';
