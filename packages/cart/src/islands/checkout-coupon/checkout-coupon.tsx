import { dispatchClassic, getConfig, type IslandHostProps } from '@firsat/core/island';
import { useEffect, useRef } from 'react';
import { applyCoupon, couponNoticeHtml } from '../../shared/cart-coupon';
import { blockElement, clearCheckoutNotices, showNoticesBefore, unblockElement } from '../../shared/cart-dom';
import { useToggleLink } from '../../shared/checkout-toggle';
import type { CheckoutCouponProps } from './props';

/**
 * The checkout's coupon form (`form.checkout_coupon` behind `a.showcoupon`), as checkout.js runs
 * it: `apply_coupon` with `wc_checkout_params.apply_coupon_nonce` (through the cart coupon model,
 * on the cart queue), the form blocked meanwhile; the answer's notice goes just before the form;
 * an answer closes the form and sends `applied_coupon_in_checkout` and `update_checkout`, so the
 * order review refreshes its totals. A failed request shows an error and keeps the code typed.
 */
export function CheckoutCoupon({ host }: CheckoutCouponProps & Partial<IslandHostProps>) {
  const form = host instanceof HTMLFormElement ? host : undefined;
  const { setOpen } = useToggleLink(form, 'a.showcoupon', 'woocommerce-checkout-form-coupon');
  const busy = useRef(false);

  useEffect(() => {
    if (!form) return;
    const onSubmit = async (event: SubmitEvent) => {
      event.preventDefault();
      if (busy.current) return;
      busy.current = true;
      const input = form.querySelector<HTMLInputElement>('input[name="coupon_code"]');
      const code = input?.value ?? '';
      blockElement(form);
      try {
        const outcome = await applyCoupon(code, getConfig().shop.applyCouponNonce);
        clearCheckoutNotices();
        await showNoticesBefore(form, couponNoticeHtml(outcome));
        if (!outcome.ok) return;
        if (input) input.value = '';
        setOpen(false, false);
        dispatchClassic('applied_coupon_in_checkout', [code.trim()]);
        dispatchClassic('update_checkout', []);
      } finally {
        unblockElement(form);
        busy.current = false;
      }
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [form, setOpen]);

  return null;
}
