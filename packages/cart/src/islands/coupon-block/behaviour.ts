import { type BehaviourContext, dispatchClassic, getConfig, t } from '@firsat/core/island';
import { applyCoupon, couponNoticeHtml } from '../../shared/cart-coupon';
import {
  blockElement,
  clearNotices,
  refreshCartPage,
  showNotices,
  showNoticesIn,
  unblockElement,
} from '../../shared/cart-dom';
import { totalsOf } from './markup';
import type { CouponBlockProps } from './props';

/**
 * The coupon block's apply, as wopb.js runs it: the button (or Enter in the field) sends
 * `apply_coupon` with the page's `apply_coupon_nonce` and the code, the form and the totals
 * blocked meanwhile; the server's notice replaces the page's notices, in the section's own
 * wrapper; then `applied_coupon_in_checkout` and `update_checkout` (the checkout's review
 * refreshes), and on the cart page `applied_coupon` and the cart's refresh. Unlike the classic
 * script, the code typed stays in the field when the request failed or the server refused the
 * code (to be corrected, not typed again). Unbound, the form is as printed.
 */
export function bindCouponBlock(
  host: HTMLElement,
  { props, signal }: BehaviourContext<CouponBlockProps>,
): void {
  const { input, button, notices } = props.parts;
  let busy = false;

  const apply = async () => {
    if (busy) return;
    busy = true;
    const code = input.value.trim();
    const blocked = [host, totalsOf(props.pageType)].filter((el): el is HTMLElement => el !== null);
    for (const el of blocked) blockElement(el);
    try {
      const outcome = await applyCoupon(code, getConfig().shop.applyCouponNonce);
      if (signal.aborted) return;
      clearNotices();
      const html = couponNoticeHtml(outcome);
      const shown = await (notices ? showNoticesIn(notices, html) : showNotices(html, host));
      if (!outcome.ok || signal.aborted) return;
      // A code the server refused stays, to be corrected; an applied one is cleared.
      const refused = shown.some(
        (el) => el.matches('.woocommerce-error') || !!el.querySelector('.woocommerce-error'),
      );
      if (!refused) input.value = '';
      dispatchClassic('applied_coupon_in_checkout', [code]);
      dispatchClassic('update_checkout', []);
      if (props.pageType === 'cart') {
        dispatchClassic('applied_coupon', [code]);
        await refreshCartPage(t('cartActionFailed'));
      }
    } finally {
      for (const el of blocked) if (el.isConnected) unblockElement(el);
      busy = false;
    }
  };

  button.addEventListener(
    'click',
    (event) => {
      // The button may sit inside the page's cart form: it must not post it.
      event.preventDefault();
      void apply();
    },
    { signal },
  );
  input.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      void apply();
    },
    { signal },
  );
}
