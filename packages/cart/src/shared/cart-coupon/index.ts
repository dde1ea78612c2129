// Coupons on the cart and checkout pages: the apply_coupon / remove_coupon requests (client.ts)
// and the cart page's apply-then-refresh (apply-from-page.ts); their notices' texts
// (couponNoticeMessages, for the islands that use them to load).
export { couponNoticeHtml, couponOnCartPage } from './apply-from-page';
export { applyCoupon, type CouponOutcome, isNonceRefusal, removeCoupon } from './client';
export { couponNoticeMessages } from './messages';
