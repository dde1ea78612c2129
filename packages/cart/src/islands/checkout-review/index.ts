export { CheckoutReview } from './checkout-review';
export * from './definition';
export { type CheckoutReviewProps, checkoutReviewProps } from './props';
