import { type BehaviourContext, dispatchClassic, getConfig } from '@firsat/core/island';
import { applyCoupon, couponNoticeHtml } from '../../shared/cart-coupon';
import { blockElement, clearCheckoutNotices, showNoticesBefore, unblockElement } from '../../shared/cart-dom';
import { bindToggleLink } from '../../shared/checkout-toggle';
import type { CheckoutCouponProps } from './props';

/**
 * The checkout's coupon form (`form.checkout_coupon` behind `a.showcoupon`), as checkout.js runs
 * it: `apply_coupon` with `wc_checkout_params.apply_coupon_nonce` (through the cart coupon model,
 * on the cart queue), the form blocked meanwhile; the answer's notice goes just before the form;
 * an answer closes the form and sends `applied_coupon_in_checkout` and `update_checkout`, so the
 * order review refreshes its totals. A failed request shows an error and keeps the code typed.
 * Unbound, the form and its links are as printed and the form posts natively again.
 */
export function bindCheckoutCoupon(
  host: HTMLElement,
  { signal, onCleanup }: BehaviourContext<CheckoutCouponProps>,
): void {
  if (!(host instanceof HTMLFormElement)) return;
  const form = host;
  const toggle = bindToggleLink(form, 'a.showcoupon', 'woocommerce-checkout-form-coupon', {
    signal,
    onCleanup,
  });
  let busy = false;

  form.addEventListener(
    'submit',
    async (event) => {
      event.preventDefault();
      if (busy) return;
      busy = true;
      const input = form.querySelector<HTMLInputElement>('input[name="coupon_code"]');
      const code = input?.value ?? '';
      blockElement(form);
      try {
        const outcome = await applyCoupon(code, getConfig().shop.applyCouponNonce);
        if (signal.aborted) return;
        clearCheckoutNotices();
        await showNoticesBefore(form, couponNoticeHtml(outcome));
        if (!outcome.ok || signal.aborted) return;
        if (input) input.value = '';
        toggle.setOpen(false, false);
        dispatchClassic('applied_coupon_in_checkout', [code.trim()]);
        dispatchClassic('update_checkout', []);
      } finally {
        unblockElement(form);
        busy = false;
      }
    },
    { signal },
  );
}
