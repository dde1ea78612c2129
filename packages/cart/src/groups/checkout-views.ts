// Views and props schemas of this group's islands, for Storybook and tests (see ../views.ts).

export { CheckoutLogin } from '../checkout-login/checkout-login';
export { checkoutLoginProps } from '../checkout-login/props';
export { OrderAttribution } from '../order-attribution/order-attribution';
export { orderAttributionProps } from '../order-attribution/props';
