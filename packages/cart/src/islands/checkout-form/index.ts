export { bindCheckoutForm } from './behaviour';
export * from './definition';
export {
  CHECKOUT_FAILURE_REPLY,
  CHECKOUT_FORM_MARKUP,
  CHECKOUT_NONCE_REPLY,
  CHECKOUT_SUCCESS_REPLY,
} from './fixtures';
export { default as checkoutFormBehaviour } from './island';
export { type CheckoutFormProps, checkoutFormProps } from './props';
