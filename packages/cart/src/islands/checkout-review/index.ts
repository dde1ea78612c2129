export { bindCheckoutReview } from './behaviour';
export * from './definition';
export { default as checkoutReviewBehaviour } from './island';
export { type CheckoutReviewProps, checkoutReviewProps } from './props';
