import { defineIsland } from '@firsat/core';
import type { CheckoutReviewProps } from './props';

/**
 * The classic checkout's order review (`#order_review` inside `form.checkout`). A behaviour (no
 * React): it refreshes the server's review table from `update_order_review`. `idle`: the printed
 * review is right; it matters once a shipping method, coupon or gateway changes, soon after load.
 */
export const checkoutReviewIsland = defineIsland<CheckoutReviewProps>({
  name: 'checkout-review',
  selector: 'form.checkout .woocommerce-checkout-review-order',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});
