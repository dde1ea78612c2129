import type tr from './tr';

/** The checkout login's own texts in English. */
export default {
  checkoutLoginFailed: 'Could not log in. Please try again.',
  checkoutLoginOffline: 'The server could not be reached. Check your connection and try again.',
} satisfies Record<keyof typeof tr, string>;
