export { bindCheckoutLogin } from './behaviour';
export * from './definition';
export { CHECKOUT_LOGIN_MARKUP } from './fixtures';
export { default as checkoutLoginBehaviour } from './island';
export { type CheckoutLoginProps, checkoutLoginProps } from './props';
