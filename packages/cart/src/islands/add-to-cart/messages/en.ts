import type tr from './tr';

/** The add-to-cart button's own texts in English. */
export default {
  viewCart: 'View cart',
} satisfies Record<keyof typeof tr, string>;
