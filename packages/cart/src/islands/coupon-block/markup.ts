import { IslandError } from '@firsat/core/island';

/** Where the block's answer goes and what it blocks, as wopb.js finds them. */
export interface CouponBlockParts {
  input: HTMLInputElement;
  button: HTMLElement;
  /** The section's own `.woocommerce-notices-wrapper` (the plugin's showCouponNotice target). */
  notices: HTMLElement | null;
}

/** The page the block sits on: its button's `wopbPageType` (HTML lower-cases the name). */
export type CouponPageType = 'cart' | 'checkout';

export function readCouponParts(el: HTMLElement): CouponBlockParts {
  const input = el.querySelector<HTMLInputElement>('input.wopb-coupon-code');
  if (!input) throw new IslandError('coupon-block', '.wopb-coupon-code', null, 'is required inside the form');
  const button = el.querySelector<HTMLElement>('.wopb-checkout-coupon-submit-btn');
  if (!button)
    throw new IslandError(
      'coupon-block',
      '.wopb-checkout-coupon-submit-btn',
      null,
      'is required inside the form',
    );
  const notices =
    el.closest('.wopb-coupon-section')?.querySelector<HTMLElement>('.woocommerce-notices-wrapper') ?? null;
  return { input, button, notices };
}

export function readPageType(el: HTMLElement): CouponPageType {
  const value = el.querySelector('.wopb-checkout-coupon-submit-btn')?.getAttribute('wopbpagetype') ?? '';
  if (value === 'cart' || value === 'checkout') return value;
  throw new IslandError('coupon-block', 'wopbPageType', value, 'must be "cart" or "checkout"');
}

/** What the request blocks besides the form: the cart total block or the checkout's review. */
export function totalsOf(pageType: CouponPageType, doc: Document = document): HTMLElement | null {
  return doc.querySelector<HTMLElement>(
    pageType === 'cart' ? 'div.wopb-cart-total' : '.woocommerce-checkout-review-order',
  );
}
