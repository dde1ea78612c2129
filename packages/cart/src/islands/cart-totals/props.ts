import { defineProps } from '@firsat/core/island';

/** The totals island reads its nonces from the page's `wc_cart_params` (config), nothing from the markup. */
export const cartTotalsProps = defineProps('cart-totals', {});

export type CartTotalsProps = ReturnType<typeof cartTotalsProps.parse>;
