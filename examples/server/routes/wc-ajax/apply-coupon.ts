import { fieldText, wpDie } from '../../http';
import { addNotice, couponError, couponMessages, takeNotices } from '../../render';
import { applyCoupon, formatCouponCode, getCart } from '../../shop';
import { defineWcAjax } from '../define';
import { checkAjaxReferer } from '../shared';

/**
 * `/?wc-ajax=apply_coupon`: security (wc_cart_params.apply_coupon_nonce) and coupon_code. Applies
 * the coupon with the rules in the database and answers notice HTML, not JSON: every waiting
 * notice, as wc_print_notices() prints them (`ul.woocommerce-error` or `div.woocommerce-message`,
 * role="alert"). The cart page and the totals then show the discount. A bad or expired nonce
 * answers `-1` with 403.
 */
export default defineWcAjax({
  name: 'apply_coupon',
  handle: (ctx, req) => {
    const denied = checkAjaxReferer(ctx, 'apply-coupon', fieldText(req.fields, 'security'));
    if (denied) return denied;
    const code = formatCouponCode(fieldText(req.body, 'coupon_code') ?? '');
    if (code === '') {
      addNotice(ctx, 'error', couponMessages.pleaseEnter());
    } else {
      const now = ctx.store.nowSeconds();
      const result = applyCoupon(ctx.db, ctx.session.id, getCart(ctx.db, ctx.session.id, now), code, now);
      if (result.ok) addNotice(ctx, 'success', couponMessages.applied());
      else addNotice(ctx, 'error', couponError(result));
    }
    return wpDie(takeNotices(ctx).value);
  },
});
