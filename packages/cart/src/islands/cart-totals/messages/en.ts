import type tr from './tr';

/** The cart totals' own texts in English. */
export default {
  shippingUpdateFailed: 'The shipping method could not be updated. Please try again.',
} satisfies Record<keyof typeof tr, string>;
