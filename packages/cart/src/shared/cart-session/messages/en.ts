import type tr from './tr';

/** The cart session's own texts in English. */
export default {
  addedToCartGeneric: 'Product added to your cart',
  removedFromCartGeneric: 'Product removed from your cart',
} satisfies Record<keyof typeof tr, string>;
