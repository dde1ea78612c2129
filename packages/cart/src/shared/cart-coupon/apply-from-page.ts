import { dispatchClassic, getConfig, t } from '@firsat/core/island';
import {
  blockElement,
  cartPageMessages,
  clearNotices,
  errorNoticeHtml,
  refreshCartPage,
  showNotices,
  unblockElement,
} from '../cart-dom';
import { applyCoupon, type CouponOutcome, removeCoupon } from './client';
import { couponMessages } from './messages';

/**
 * The notice for a coupon request: the server's own, or ours when it did not answer. Its texts
 * are `couponNoticeMessages`, which the calling island loads.
 */
export function couponNoticeHtml(outcome: CouponOutcome): string {
  if (outcome.ok) return outcome.noticeHtml;
  return errorNoticeHtml(
    outcome.reason === 'expired-nonce'
      ? cartPageMessages.t('cartSessionExpired')
      : couponMessages.t('couponActionFailed'),
  );
}

/**
 * A coupon applied or removed on the cart page, as cart.js does it: `blocked` is covered while
 * the request runs; the notice replaces the page's notices; `applied_coupon` / `removed_coupon`
 * go out; then the form and totals are refreshed keeping the notice. A failed request changes
 * nothing and shows an error notice.
 */
export async function couponOnCartPage(
  action: 'apply' | 'remove',
  code: string,
  blocked: HTMLElement[],
): Promise<CouponOutcome> {
  const shop = getConfig().shop;
  for (const el of blocked) blockElement(el);
  // Blocked until the refresh is in too, so nothing typed meanwhile is lost in the swap.
  try {
    const outcome =
      action === 'apply'
        ? await applyCoupon(code, shop.applyCouponNonce)
        : await removeCoupon(code, shop.removeCouponNonce);
    clearNotices();
    await showNotices(couponNoticeHtml(outcome), blocked[0]);
    if (outcome.ok) {
      dispatchClassic(action === 'apply' ? 'applied_coupon' : 'removed_coupon', [code]);
      await refreshCartPage(t('cartActionFailed'));
    }
    return outcome;
  } finally {
    for (const el of blocked) if (el.isConnected) unblockElement(el);
  }
}
