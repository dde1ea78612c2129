import type { Db } from '../db';
import type { Cart } from './cart';
import {
  appliedCouponCodes,
  couponDiscount,
  couponProblem,
  findCoupon,
  removeAppliedCoupon,
} from './coupons';
import { availableRates, chosenRate, type ShippingRate } from './shipping';

export interface AppliedDiscount {
  code: string;
  kurus: number;
}

/** What the cart page, the totals endpoints and the fragments show: all computed here, in kuruş. */
export interface CartTotals {
  subtotalKurus: number;
  discounts: AppliedDiscount[];
  discountKurus: number;
  rates: ShippingRate[];
  chosen: ShippingRate | null;
  shippingKurus: number;
  totalKurus: number;
}

/**
 * WC_Cart::calculate_totals() for the demo: applied coupons that no longer hold (the cart shrank
 * under a minimum, the coupon expired) are dropped from the session, as check_cart_coupons()
 * drops them; the rest discount the items in the order applied, never below zero. Free shipping's
 * minimum is compared with the subtotal after discounts, WooCommerce's default.
 */
export function calculateTotals(db: Db, sessionId: string, cart: Cart, nowSeconds: number): CartTotals {
  const subtotalKurus = cart.subtotalKurus;
  const discounts: AppliedDiscount[] = [];
  let left = subtotalKurus;
  for (const code of appliedCouponCodes(db, sessionId)) {
    const coupon = findCoupon(db, code);
    if (!coupon || couponProblem(coupon, subtotalKurus, nowSeconds) !== null) {
      removeAppliedCoupon(db, sessionId, code);
      continue;
    }
    const kurus = Math.min(couponDiscount(coupon, subtotalKurus), left);
    left -= kurus;
    discounts.push({ code: coupon.code, kurus });
  }
  const discountKurus = subtotalKurus - left;
  const rates = cart.lines.length > 0 ? availableRates(db, left) : [];
  const chosen = chosenRate(db, sessionId, rates);
  const shippingKurus = chosen?.costKurus ?? 0;
  return {
    subtotalKurus,
    discounts,
    discountKurus,
    rates,
    chosen,
    shippingKurus,
    totalKurus: left + shippingKurus,
  };
}
