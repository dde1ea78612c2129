// Views and props schemas of this group's islands, for Storybook and tests (see ../views.ts).
// The classic markup the tests run on, for stories.

export { CheckoutCoupon } from '../checkout-coupon/checkout-coupon';
export { checkoutCoupon } from '../checkout-coupon/definition';
export { checkoutCouponProps } from '../checkout-coupon/props';
export { CheckoutLogin } from '../checkout-login/checkout-login';
export { checkoutLogin } from '../checkout-login/definition';
export { CHECKOUT_LOGIN_MARKUP } from '../checkout-login/fixtures';
export { checkoutLoginProps } from '../checkout-login/props';
export { CheckoutReview } from '../checkout-review/checkout-review';
export { checkoutReview } from '../checkout-review/definition';
export { checkoutReviewProps } from '../checkout-review/props';
export { ComingSoonBanner } from '../coming-soon-banner/coming-soon-banner';
export { comingSoonBanner } from '../coming-soon-banner/definition';
export { comingSoonBannerMarkup } from '../coming-soon-banner/fixtures';
export { comingSoonBannerProps } from '../coming-soon-banner/props';
export { orderAttribution } from '../order-attribution/definition';
export { CHECKOUT_INPUTS_MARKUP } from '../order-attribution/fixtures';
export { OrderAttribution } from '../order-attribution/order-attribution';
export { orderAttributionProps } from '../order-attribution/props';
export { forgetPageView } from '../order-attribution/tracker';
export { storeNotice } from '../store-notice/definition';
export { storeNoticeMarkup } from '../store-notice/fixtures';
export { storeNoticeProps } from '../store-notice/props';
export { StoreNotice } from '../store-notice/store-notice';
