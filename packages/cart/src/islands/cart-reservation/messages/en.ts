import type tr from './tr';

/** The cart reservation box's own texts in English. */
export default {
  reservationLabel: 'Time your cart is reserved for',
  reservationExpired: 'Your cart reservation has expired.',
  reservationCleared: 'Your cart reservation has expired; emptying your cart.',
} satisfies Record<keyof typeof tr, string>;
