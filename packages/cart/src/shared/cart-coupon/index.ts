// Coupons on the cart and checkout pages: the apply_coupon / remove_coupon requests (client.ts)
// and the cart page's apply-then-refresh (apply-from-page.ts).
export { couponNoticeHtml, couponOnCartPage } from './apply-from-page';
export { applyCoupon, type CouponOutcome, isNonceRefusal, removeCoupon } from './client';
