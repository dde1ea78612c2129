import { fieldText, wpSendJson, wpSendJsonError } from '../../http';
import { cartFragments } from '../../render';
import { getCart, removeFromCart } from '../../shop';
import { defineWcAjax } from '../define';

/**
 * `/?wc-ajax=remove_from_cart`: cart_item_key. Removes the line and answers the refreshed
 * fragments and hash; a missing or unknown key answers wp_send_json_error(), `{"success":false}`,
 * which has no fragments, so the script follows the remove link instead.
 */
export default defineWcAjax({
  name: 'remove_from_cart',
  handle: (ctx, req) => {
    const key = (fieldText(req.body, 'cart_item_key') ?? '').trim();
    if (key === '' || !removeFromCart(ctx.db, ctx.session.id, key)) return wpSendJsonError();
    const cart = getCart(ctx.db, ctx.session.id, ctx.store.nowSeconds());
    return wpSendJson({ fragments: cartFragments(ctx, cart), cart_hash: cart.hash });
  },
});
