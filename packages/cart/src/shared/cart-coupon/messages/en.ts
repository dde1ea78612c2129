import type tr from './tr';

/** The coupon requests' texts in English. */
export default {
  couponActionFailed: 'The coupon could not be processed. Please try again.',
} satisfies Record<keyof typeof tr, string>;
