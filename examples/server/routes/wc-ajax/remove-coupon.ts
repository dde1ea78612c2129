import { fieldText, wpDie } from '../../http';
import { addNotice, couponMessages, takeNotices, wcTexts } from '../../render';
import { formatCouponCode, removeAppliedCoupon } from '../../shop';
import { defineWcAjax } from '../define';
import { checkAjaxReferer } from '../shared';

/**
 * `/?wc-ajax=remove_coupon`: security (wc_cart_params.remove_coupon_nonce) and coupon. Drops the
 * coupon from the session's cart and answers notice HTML like apply_coupon: "Kupon kaldırıldı."
 * (`div.woocommerce-message`), or an error (`ul.woocommerce-error`) when no code was sent. A
 * bad or expired nonce answers `-1` with 403 and changes nothing.
 */
export default defineWcAjax({
  name: 'remove_coupon',
  handle: (ctx, req) => {
    const denied = checkAjaxReferer(ctx, 'remove-coupon', fieldText(req.fields, 'security'));
    if (denied) return denied;
    const code = formatCouponCode(fieldText(req.body, 'coupon') ?? '');
    if (code === '') {
      addNotice(ctx, 'error', wcTexts.couponRemoveFailed);
    } else {
      removeAppliedCoupon(ctx.db, ctx.session.id, code);
      addNotice(ctx, 'success', couponMessages.removed());
    }
    return wpDie(takeNotices(ctx).value);
  },
});
