import { defineIsland } from '@firsat/core';
import type { CheckoutCouponProps } from './props';

/** The classic checkout's coupon form (form-coupon.php behind `a.showcoupon`). */
export const checkoutCouponIsland = defineIsland<CheckoutCouponProps>({
  name: 'checkout-coupon',
  selector: 'form.checkout_coupon',
  when: 'idle',
  load: () => import('./island'),
});
