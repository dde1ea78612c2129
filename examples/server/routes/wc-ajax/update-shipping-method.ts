import { fieldGroup, fieldText, wpDie } from '../../http';
import { cartTotals } from '../../render';
import { choosePostedShipping, getCart } from '../../shop';
import { defineWcAjax } from '../define';
import { checkAjaxReferer } from '../shared';

/**
 * `/?wc-ajax=update_shipping_method`: security (wc_cart_params.update_shipping_method_nonce) and
 * shipping_method[<package>]=<rate id>. Stores the choice per package over the earlier ones (values
 * that are not text are skipped) and answers the cart totals HTML, div.cart_totals, computed with
 * it; a rate the cart is not offered falls back to the first offered one. A bad or expired nonce
 * answers `-1` with 403 and changes nothing.
 */
export default defineWcAjax({
  name: 'update_shipping_method',
  handle: (ctx, req) => {
    const denied = checkAjaxReferer(ctx, 'update-shipping-method', fieldText(req.fields, 'security'));
    if (denied) return denied;
    choosePostedShipping(ctx.db, ctx.session.id, fieldGroup(req.body, 'shipping_method'));
    const cart = getCart(ctx.db, ctx.session.id, ctx.store.nowSeconds());
    return wpDie(cartTotals(ctx, cart).value);
  },
});
