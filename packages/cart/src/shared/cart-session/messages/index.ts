import { defineMessages } from '@firsat/core/island';

/**
 * What the cart session announces when a button gives no text of its own
 * (`data-success_message`). Islands that change the cart pass these with their own messages
 * (`allMessages`); the session also loads them itself before it speaks, for any other caller.
 */
export const cartSessionMessages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});
