export { bindCartReservation } from './behaviour';
export * from './definition';
export { reservationElement, reservationMarkup } from './fixtures';
export { default as cartReservationBehaviour } from './island';
export { messages as cartReservationMessages } from './messages';
export { type CartReservationProps, cartReservationProps } from './props';
