import { fieldGroup, fieldText, wpDie, wpSendJson } from '../../http';
import { chosenAttributes, getProduct } from '../../shop';
import { defineWcAjax } from '../define';
import { addAndReply, checkAjaxReferer, intval, productPageUrl } from '../shared';

/**
 * `/?wc-ajax=wopb_variation_loop_add_cart` (product-blocks' loop variation switcher): `action`,
 * `product_id` (the variable product), `variation_id`, `variation[attribute_…]` (the chosen
 * values, needed for "any" attributes) and `wopb_nonce` (the `wopb-nonce` of
 * `wopb_core.security`). Answers like add_to_cart: `{fragments, cart_hash}`, or
 * `{error: true, product_url}` with the notice left for the product page (a variation of another
 * product, out of stock, an "any" attribute left unchosen…). A bad or expired nonce answers `-1`
 * (403); ids that are not positive numbers answer an empty body, as the plugin returns early.
 */
export default defineWcAjax({
  name: 'wopb_variation_loop_add_cart',
  handle: (ctx, req) => {
    const denied = checkAjaxReferer(ctx, 'wopb-nonce', fieldText(req.body, 'wopb_nonce'));
    if (denied) return denied;
    const productId = intval(fieldText(req.body, 'product_id') ?? '');
    const variationId = intval(fieldText(req.body, 'variation_id') ?? '');
    if (productId <= 0 || variationId <= 0) return wpDie('');
    const variation = getProduct(ctx.db, variationId);
    if (variation?.type !== 'variation' || variation.parentId !== productId) {
      return wpSendJson({ error: true, product_url: productPageUrl(ctx, getProduct(ctx.db, productId)) });
    }
    const chosen = chosenAttributes(fieldGroup(req.body, 'variation'));
    const reply = addAndReply(ctx, { productId, variationId, quantity: 1, variation: chosen });
    if (!reply.ok) return wpSendJson({ error: true, product_url: reply.productUrl });
    return wpSendJson({ fragments: reply.fragments, cart_hash: reply.cartHash });
  },
});
