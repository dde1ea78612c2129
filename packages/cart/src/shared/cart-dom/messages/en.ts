import type tr from './tr';

/** The cart and checkout pages' shared texts in English. */
export default {
  cartSessionExpired: 'Your session has expired. Please reload the page and try again.',
} satisfies Record<keyof typeof tr, string>;
