// Views and props schemas of this group's islands, for Storybook and tests (see ../views.ts).
export { CartReservation, type CartReservationViewProps } from '../cart-reservation/cart-reservation';
export { cartReservation } from '../cart-reservation/definition';
export { reservationMarkup } from '../cart-reservation/fixtures';
export { type CartReservationProps, cartReservationProps } from '../cart-reservation/props';
export {
  CART_CLEAR_FLAG,
  cartClearUrl,
  formatReservation,
  RESET_COOKIE_VALUE,
  type ReservationExpiry,
  type ReservationStart,
  startReservation,
} from '../cart-reservation/reservation';
