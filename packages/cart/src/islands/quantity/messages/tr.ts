/** The quantity steppers' own texts in Turkish: their accessible names. */
export default {
  decreaseQuantity: 'Adedi azalt',
  increaseQuantity: 'Adedi artır',
} as const;
