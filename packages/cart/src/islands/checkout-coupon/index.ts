export { bindCheckoutCoupon } from './checkout-coupon';
export * from './definition';
export { default as checkoutCouponBehaviour } from './island';
export { type CheckoutCouponProps, checkoutCouponProps } from './props';
