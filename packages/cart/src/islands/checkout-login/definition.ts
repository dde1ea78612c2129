import { defineIsland } from '@firsat/core';
import type { CheckoutLoginProps } from './props';

/**
 * The guest login form of the classic checkout (form-login.php behind `a.showlogin`). A behaviour
 * (no React): it shows the server's hidden form, sends it by fetch and puts the answer's messages
 * beside its fields. `idle`: the form is printed hidden and its link does nothing without script,
 * so it must work soon, but nothing is wrong at first paint.
 */
export const checkoutLoginIsland = defineIsland<CheckoutLoginProps>({
  name: 'checkout-login',
  selector: 'body.woocommerce-checkout form.woocommerce-form-login',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});
