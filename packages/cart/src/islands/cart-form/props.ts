import { defineProps } from '@firsat/core/island';

/** The cart form island reads its nonces from the page's `wc_cart_params` (config), nothing from the form. */
export const cartFormProps = defineProps('cart-form', {});

export type CartFormProps = ReturnType<typeof cartFormProps.parse>;
