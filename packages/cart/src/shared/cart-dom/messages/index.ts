import { defineMessages } from '@firsat/core/island';

/**
 * What the cart and checkout pages' islands say when a request of theirs is refused (the cart
 * totals, coupons, the checkout login). Islands that use it pass these with their own messages
 * (`allMessages`).
 */
export const cartPageMessages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});
