import { defineIsland } from '@firsat/core';
import type { CheckoutCouponProps } from './props';

/**
 * The classic checkout's coupon form (form-coupon.php behind `a.showcoupon`). A behaviour (no
 * React): it shows the server's hidden form and sends it by fetch. `idle`: the form is printed
 * hidden and its link does nothing without script, so it must work soon, but nothing is wrong
 * at first paint.
 */
export const checkoutCouponIsland = defineIsland<CheckoutCouponProps>({
  name: 'checkout-coupon',
  selector: 'form.checkout_coupon',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});
