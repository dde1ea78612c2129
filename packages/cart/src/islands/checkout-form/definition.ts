import { defineIsland } from '@firsat/core';
import type { CheckoutFormProps } from './props';

/**
 * The classic checkout form (`form.checkout.woocommerce-checkout`), a behaviour: placing the order over
 * `?wc-ajax=checkout`, the inline field checks, the ship-elsewhere and terms toggles.
 *
 * `idle`, not `interaction`: a signed-in customer's form is filled when the page opens, so the
 * first thing they do may be pressing "Siparişi onayla". With `interaction` that press would
 * start the download and the browser would post the form itself (it works, as without
 * JavaScript, but as a full page load with no inline notices). On idle (within 2 s) the handler
 * is in place before a shopper can reach the button, and the chunk it shares with the order
 * review and coupon islands (loaded on idle too) is fetched once.
 */
export const checkoutFormIsland = defineIsland<CheckoutFormProps>({
  name: 'checkout-form',
  selector: 'form.checkout.woocommerce-checkout',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});
