/**
 * Coupon requests of the cart and checkout pages (SPEC §7 apply_coupon; WooCommerce's
 * remove_coupon): form-encoded POSTs through the cart queue that answer notice HTML. The caller
 * shows the notice and refreshes its totals. Used by the cart page islands and the checkout.
 */
import { cartQueue, isHttpError, logBlockFailure, shopAjax } from '@firsat/core/http';

/** What a coupon request ended in. */
export type CouponOutcome =
  /** The server answered: `noticeHtml` is its notice (success or error), to show as it is. */
  | { ok: true; noticeHtml: string }
  /** The nonce was refused (`-1`, 403): the session expired; nothing changed. */
  | { ok: false; reason: 'expired-nonce'; error: unknown }
  /** Network failure or server error: nothing changed; logged per SPEC §8. */
  | { ok: false; reason: 'failed'; error: unknown };

/** True for WordPress's answer to a bad or expired ajax nonce: status 403 with the body `-1`. */
export function isNonceRefusal(error: unknown): boolean {
  return isHttpError(error) && error.status === 403 && String(error.data).trim() === '-1';
}

async function couponCall(endpoint: string, fields: Record<string, string>): Promise<CouponOutcome> {
  return cartQueue.run(async (): Promise<CouponOutcome> => {
    try {
      const noticeHtml = await shopAjax<string>(endpoint, fields, { responseType: 'text' });
      return { ok: true, noticeHtml };
    } catch (error) {
      logBlockFailure(error);
      return { ok: false, reason: isNonceRefusal(error) ? 'expired-nonce' : 'failed', error };
    }
  });
}

/**
 * `apply_coupon` with `security` (the page's `apply_coupon_nonce`) and `coupon_code`. An empty
 * code is sent as it is: the server answers the page's own "enter a coupon code" error notice
 * (SPEC §5: the text is supplied by the page).
 */
export function applyCoupon(code: string, security: string): Promise<CouponOutcome> {
  return couponCall('apply_coupon', { security, coupon_code: code.trim() });
}

/** `remove_coupon` with `security` (the page's `remove_coupon_nonce`) and `coupon`. */
export function removeCoupon(code: string, security: string): Promise<CouponOutcome> {
  return couponCall('remove_coupon', { security, coupon: code });
}
