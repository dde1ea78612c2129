import type tr from './tr';

/** The variation form's own texts in English. */
export default {
  variationReset:
    'Your selection has been reset. Please select some product options before adding this product to your cart.',
  addToCart: 'Add to cart',
} satisfies Record<keyof typeof tr, string>;
