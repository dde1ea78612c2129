import type { Db } from '../db';

export interface Coupon {
  id: number;
  /** as WooCommerce keeps it: lower case (wc_format_coupon_code) */
  code: string;
  discountType: 'percent' | 'fixed_cart' | 'fixed_product';
  /** a percentage for 'percent', kuruş otherwise */
  amount: number;
  minimumKurus: number | null;
  maximumKurus: number | null;
  expiresAt: number | null;
  usageLimit: number | null;
  usageCount: number;
  scope: 'cart' | 'subscription';
}

interface CouponRow {
  id: number;
  code: string;
  discount_type: Coupon['discountType'];
  amount: number;
  minimum_kurus: number | null;
  maximum_kurus: number | null;
  expires_at: number | null;
  usage_limit: number | null;
  usage_count: number;
  scope: Coupon['scope'];
}

/** wc_format_coupon_code(): trimmed and lower case ('Indirim10 ' → 'indirim10'). */
export const formatCouponCode = (code: string): string => code.trim().toLocaleLowerCase('en-US');

export function findCoupon(db: Db, code: string): Coupon | null {
  const row = db.prepare('SELECT * FROM coupons WHERE code = ? COLLATE NOCASE').get(code) as
    | CouponRow
    | undefined;
  if (!row) return null;
  return {
    id: row.id,
    code: formatCouponCode(row.code),
    discountType: row.discount_type,
    amount: row.amount,
    minimumKurus: row.minimum_kurus,
    maximumKurus: row.maximum_kurus,
    expiresAt: row.expires_at,
    usageLimit: row.usage_limit,
    usageCount: row.usage_count,
    scope: row.scope,
  };
}

/** Why a coupon cannot be used on a cart (WC_Discounts::is_coupon_valid's checks, in its order). */
export type CouponProblem =
  | { kind: 'usage-limit' }
  | { kind: 'expired' }
  | { kind: 'minimum'; minimumKurus: number }
  | { kind: 'maximum'; maximumKurus: number }
  | { kind: 'not-applicable' };

export function couponProblem(
  coupon: Coupon,
  subtotalKurus: number,
  nowSeconds: number,
): CouponProblem | null {
  if (coupon.usageLimit !== null && coupon.usageCount >= coupon.usageLimit) return { kind: 'usage-limit' };
  if (coupon.expiresAt !== null && coupon.expiresAt < nowSeconds) return { kind: 'expired' };
  if (coupon.minimumKurus !== null && subtotalKurus < coupon.minimumKurus) {
    return { kind: 'minimum', minimumKurus: coupon.minimumKurus };
  }
  if (coupon.maximumKurus !== null && subtotalKurus > coupon.maximumKurus) {
    return { kind: 'maximum', maximumKurus: coupon.maximumKurus };
  }
  // subscription-pack coupons belong to the packs' own checkout, never to the shop cart
  if (coupon.scope !== 'cart' || subtotalKurus <= 0) return { kind: 'not-applicable' };
  return null;
}

/** The discount a valid coupon gives on a subtotal (percent rounds to the kuruş; never more than it). */
export function couponDiscount(coupon: Coupon, subtotalKurus: number): number {
  const raw =
    coupon.discountType === 'percent' ? Math.round((subtotalKurus * coupon.amount) / 100) : coupon.amount;
  return Math.min(raw, subtotalKurus);
}

/** The codes applied to the session's cart, in the order they were applied. */
export function appliedCouponCodes(db: Db, sessionId: string): string[] {
  const rows = db
    .prepare('SELECT code FROM cart_coupons WHERE session_id = ? ORDER BY applied_at, rowid')
    .all(sessionId) as { code: string }[];
  return rows.map((row) => formatCouponCode(row.code));
}

export function addAppliedCoupon(db: Db, sessionId: string, code: string, nowSeconds: number): void {
  db.prepare('INSERT OR IGNORE INTO cart_coupons (session_id, code, applied_at) VALUES (?, ?, ?)').run(
    sessionId,
    code,
    nowSeconds,
  );
}

export function removeAppliedCoupon(db: Db, sessionId: string, code: string): boolean {
  return (
    db.prepare('DELETE FROM cart_coupons WHERE session_id = ? AND code = ?').run(sessionId, code).changes > 0
  );
}
