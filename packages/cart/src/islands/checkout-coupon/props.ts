import { defineProps } from '@firsat/core/island';

/** The checkout coupon form takes everything from the page: `wc_checkout_params` and its markup. */
export const checkoutCouponProps = defineProps('checkout-coupon', {});

export type CheckoutCouponProps = ReturnType<typeof checkoutCouponProps.parse>;
