export { CheckoutLogin } from './checkout-login';
export * from './definition';
export { CHECKOUT_LOGIN_MARKUP } from './fixtures';
export { type CheckoutLoginProps, checkoutLoginProps } from './props';
