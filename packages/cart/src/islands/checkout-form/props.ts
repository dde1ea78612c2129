import { defineProps } from '@firsat/core/island';

/**
 * The checkout form takes everything from the page: the form's markup (the fields' rows and their
 * `validate-*` classes, the nonce in `#payment`) and `wc_checkout_params` (the error text).
 */
export const checkoutFormProps = defineProps('checkout-form', {});

export type CheckoutFormProps = ReturnType<typeof checkoutFormProps.parse>;
