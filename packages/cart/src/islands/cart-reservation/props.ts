import { defineProps, prop } from '@firsat/core/island';

/** The cart reservation box's data-* schema (product-blocks `div.wopb-cart-reserved`). */
export const cartReservationProps = defineProps('cart-reservation', {
  expire: prop.number('data-expire', {
    min: 0,
    required: true,
    doc: 'Minutes the cart stays reserved, counted from the start time in the `wopb_cart_reserved_timer` cookie.',
  }),
  hides: prop.oneOf('data-hides', ['hide', 'clear'] as const, {
    fallback: 'hide',
    doc: 'At zero: `hide` hides the box; `clear` also sends the browser to `?wopb-cart-clear`, where the server empties the cart.',
  }),
});

export type CartReservationProps = ReturnType<typeof cartReservationProps.parse>;
