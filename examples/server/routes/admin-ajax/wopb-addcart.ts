import { fieldGroup, fieldText, wpSendJson, wpSendJsonError } from '../../http';
import { chosenAttributes, emptyCart } from '../../shop';
import { defineAdminAjax } from '../define';
import { addAndReply, checkAjaxReferer, intval } from '../shared';

/**
 * admin-ajax `wopb_addcart` (guests and users): product-blocks' card buttons send `postid`,
 * `quantity` and `wpnonce` (the `wopb-nonce` of `wopb_core.security`); the quick view also
 * `variationId`, `variation[attribute_…]` and `cartType` (`buy_now` empties the cart first).
 * Success: `{success: true, message, fragments, cart_hash}` (the quick view's fields; the card
 * buttons read `success`). A refusal (stock, min/max, a variable product's own id…) answers
 * `{success: false, error: true, product_url}` and leaves the notice for the product page. No
 * `postid` answers `{success: false}`; a bad or expired nonce `-1` (403).
 */
export default defineAdminAjax({
  action: 'wopb_addcart',
  handle: (ctx, req) => {
    const denied = checkAjaxReferer(ctx, 'wopb-nonce', fieldText(req.fields, 'wpnonce'));
    if (denied) return denied;
    const productId = intval(fieldText(req.body, 'postid') ?? '');
    if (productId <= 0) return wpSendJsonError();
    const quantityText = (fieldText(req.body, 'quantity') ?? '').trim();
    const quantity = quantityText === '' ? 1 : intval(quantityText);
    const variationId = intval(fieldText(req.body, 'variationId') ?? '');
    const variation = chosenAttributes(fieldGroup(req.body, 'variation'));
    if (fieldText(req.body, 'cartType') === 'buy_now') emptyCart(ctx.db, ctx.session.id);
    const reply = addAndReply(ctx, {
      productId,
      quantity,
      ...(variationId > 0 ? { variationId, variation } : {}),
    });
    if (!reply.ok) return wpSendJson({ success: false, error: true, product_url: reply.productUrl });
    return wpSendJson({
      success: true,
      message: `“${reply.name}” sepetinize eklendi.`,
      fragments: reply.fragments,
      cart_hash: reply.cartHash,
    });
  },
});
