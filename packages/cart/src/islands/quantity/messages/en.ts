import type tr from './tr';

/** The quantity steppers' own texts in English. */
export default {
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
} satisfies Record<keyof typeof tr, string>;
