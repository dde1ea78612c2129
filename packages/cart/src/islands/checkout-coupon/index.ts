export { CheckoutCoupon } from './checkout-coupon';
export * from './definition';
export { type CheckoutCouponProps, checkoutCouponProps } from './props';
