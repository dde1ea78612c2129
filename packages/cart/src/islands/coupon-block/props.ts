import { defineProps, prop } from '@firsat/core/island';
import { readCouponParts, readPageType } from './markup';

/** The coupon block takes everything from its markup and the page's nonces. */
export const couponBlockProps = defineProps('coupon-block', {
  parts: prop.markup(readCouponParts, {
    type: 'markup',
    doc: 'The code field (`input.wopb-coupon-code`), its button (`.wopb-checkout-coupon-submit-btn`) and the section’s `.woocommerce-notices-wrapper`.',
  }),
  pageType: prop.markup(readPageType, {
    type: '"cart" | "checkout"',
    doc: 'The button’s `wopbPageType`: which nonce is sent (`wc_cart_params` or `wc_checkout_params`’s `apply_coupon_nonce`) and what refreshes after.',
  }),
});

export type CouponBlockProps = ReturnType<typeof couponBlockProps.parse>;
