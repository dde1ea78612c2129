import type { Db } from '../db';
import type { Cart } from './cart';
import {
  addAppliedCoupon,
  appliedCouponCodes,
  type CouponProblem,
  couponProblem,
  findCoupon,
} from './coupons';

export type ApplyCouponResult =
  | { ok: true; code: string }
  | { ok: false; code: string; problem: CouponProblem | { kind: 'not-found' } | { kind: 'already-applied' } };

/**
 * WC_Cart::add_discount() for the demo, code already formatted: the coupon must exist, then pass
 * the checks (usage limit, expiry, minimum and maximum spend, what it applies to), then not be
 * applied yet; only then is it added to the session's cart.
 */
export function applyCoupon(
  db: Db,
  sessionId: string,
  cart: Cart,
  code: string,
  nowSeconds: number,
): ApplyCouponResult {
  const coupon = findCoupon(db, code);
  if (!coupon) return { ok: false, code, problem: { kind: 'not-found' } };
  const problem = couponProblem(coupon, cart.subtotalKurus, nowSeconds);
  if (problem) return { ok: false, code: coupon.code, problem };
  if (appliedCouponCodes(db, sessionId).includes(coupon.code)) {
    return { ok: false, code: coupon.code, problem: { kind: 'already-applied' } };
  }
  addAppliedCoupon(db, sessionId, coupon.code, nowSeconds);
  return { ok: true, code: coupon.code };
}
