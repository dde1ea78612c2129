import { defineIsland } from '@firsat/core';
import type { CheckoutLoginProps } from './props';

/** The guest login form of the classic checkout (form-login.php behind `a.showlogin`). */
export const checkoutLoginIsland = defineIsland<CheckoutLoginProps>({
  name: 'checkout-login',
  selector: 'body.woocommerce-checkout form.woocommerce-form-login',
  when: 'idle',
  load: () => import('./island'),
});
