import { defineIsland } from '@firsat/core';
import type { CheckoutReviewProps } from './props';

/** The classic checkout's order review (`#order_review` inside `form.checkout`). */
export const checkoutReviewIsland = defineIsland<CheckoutReviewProps>({
  name: 'checkout-review',
  selector: 'form.checkout .woocommerce-checkout-review-order',
  when: 'idle',
  load: () => import('./island'),
});
