export { CartReservation, type CartReservationViewProps } from './cart-reservation';
export * from './definition';
export { reservationElement, reservationMarkup } from './fixtures';
export { type CartReservationProps, cartReservationProps } from './props';
