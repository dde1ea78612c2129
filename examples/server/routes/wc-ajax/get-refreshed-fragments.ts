import { wpSendJson } from '../../http';
import { cartFragments } from '../../render';
import { getCart } from '../../shop';
import { defineWcAjax } from '../define';

/** `/?wc-ajax=get_refreshed_fragments`: the cart fragments and hash, from the session's cart. */
export default defineWcAjax({
  name: 'get_refreshed_fragments',
  handle: (ctx) => {
    const cart = getCart(ctx.db, ctx.session.id, ctx.store.nowSeconds());
    return wpSendJson({ fragments: cartFragments(ctx, cart), cart_hash: cart.hash });
  },
});
