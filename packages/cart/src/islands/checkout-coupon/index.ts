export { bindCheckoutCoupon } from './behaviour';
export * from './definition';
export { default as checkoutCouponBehaviour } from './island';
export { type CheckoutCouponProps, checkoutCouponProps } from './props';
