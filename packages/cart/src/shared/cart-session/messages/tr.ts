/** The cart session's own texts in Turkish: what the live region says after an add or a remove. */
export default {
  addedToCartGeneric: 'Ürün sepete eklendi',
  removedFromCartGeneric: 'Ürün sepetten çıkarıldı',
} as const;
