import { fieldText, wpDie, wpSendJson } from '../../http';
import { typedAmountToKurus } from '../../shop';
import { defineWcAjax } from '../define';
import { addAndReply, intval } from '../shared';

/**
 * `/?wc-ajax=add_to_cart`: product_id (a simple product or a variation id), quantity (empty → 1)
 * and, for name-your-price, wopb_custom_prices. Success answers the refreshed fragments and hash
 * (the cart cookies go out with every answer, see context/request-context.ts). Any refusal leaves
 * WooCommerce's error notice in the session and answers {"error":true,"product_url":<the product
 * page>} so the script sends the visitor there; product_url is false when the product does not
 * exist.
 */
export default defineWcAjax({
  name: 'add_to_cart',
  handle: (ctx, req) => {
    const posted = fieldText(req.body, 'product_id');
    if (posted === undefined) return wpDie(''); // WooCommerce returns before answering anything
    const quantityText = fieldText(req.body, 'quantity') ?? '';
    // typed in the visitor's currency (the switcher's choice), kept in kuruş
    const price = typedAmountToKurus(fieldText(req.body, 'wopb_custom_prices') ?? '');
    // WC_Cart::add_to_cart() gives up silently on a quantity of zero or less (addAndReply refuses it)
    const reply = addAndReply(ctx, {
      productId: Math.abs(intval(posted)),
      quantity: quantityText === '' || quantityText === '0' ? 1 : intval(quantityText),
      ...(price > 0 ? { customPriceKurus: price } : {}),
    });
    if (!reply.ok) return wpSendJson({ error: true, product_url: reply.productUrl });
    return wpSendJson({ fragments: reply.fragments, cart_hash: reply.cartHash });
  },
});
