import { defineIsland } from '@firsat/core';
import type { CouponBlockProps } from './props';

/**
 * The coupon block of product-blocks' cart and checkout builders (`product-blocks/cart-coupon`:
 * `div.wopb-coupon-form` with `.wopb-coupon-code` and `.wopb-checkout-coupon-submit-btn`). Its
 * header's toggle is the cart-sections island's; this one applies the code. A behaviour: the form
 * is a `div`, so without script its button does nothing (or posts the page's cart form), and
 * `idle` has it working before a visitor can have typed a code.
 */
export const couponBlockIsland = defineIsland<CouponBlockProps>({
  name: 'coupon-block',
  selector: 'div.wopb-coupon-form',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});
