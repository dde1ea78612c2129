export { bindCheckoutReview } from './checkout-review';
export * from './definition';
export { default as checkoutReviewBehaviour } from './island';
export { type CheckoutReviewProps, checkoutReviewProps } from './props';
