import { defineProps } from '@firsat/core/island';

/** The order review takes everything from the page: `wc_checkout_params` and the checkout form. */
export const checkoutReviewProps = defineProps('checkout-review', {});

export type CheckoutReviewProps = ReturnType<typeof checkoutReviewProps.parse>;
