import { fieldText } from '../../http/php-form';
import { wpDie, wpSendJson } from '../../http/responses';
import { raw } from '../../lib/html';
import { cartFragments } from '../../render/mini-cart';
import { addNotice } from '../../render/notices';
import { getCart } from '../../shop/cart';
import { addToCart } from '../../shop/cart-actions';
import { getProduct } from '../../shop/products';
import { paths } from '../../site';
import { defineWcAjax } from '../define';

/** PHP's absint()/intval() of a posted number: leading digits, else 0 ('2.5' → 2, 'abc' → 0). */
const intval = (text: string): number => {
  const match = /^\s*[+-]?\d+/.exec(text);
  return match ? Number.parseInt(match[0], 10) : 0;
};

/**
 * `/?wc-ajax=add_to_cart`: product_id (a simple product or a variation id), quantity (empty → 1)
 * and, for name-your-price, wopb_custom_prices. Success answers the refreshed fragments and hash
 * (the cart cookies go out with every answer, see context.ts). Any refusal leaves WooCommerce's
 * error notice in the session and answers {"error":true,"product_url":<the product page>} so the
 * script sends the visitor there; product_url is false when the product does not exist.
 */
export default defineWcAjax({
  name: 'add_to_cart',
  handle: (ctx, req) => {
    const posted = fieldText(req.body, 'product_id');
    if (posted === undefined) return wpDie(''); // WooCommerce returns before answering anything
    const id = Math.abs(intval(posted));
    const quantityText = fieldText(req.body, 'quantity') ?? '';
    const quantity = quantityText === '' || quantityText === '0' ? 1 : intval(quantityText);
    const found = getProduct(ctx.db, id);
    const parentId = found?.type === 'variation' ? found.parentId : (found?.id ?? null);
    const parent = parentId === null ? null : getProduct(ctx.db, parentId);
    const productUrl = parent ? ctx.url(paths.product(parent.slug)) : false;
    const refuse = (): Response => wpSendJson({ error: true, product_url: productUrl });

    // WC_Cart::add_to_cart() gives up silently on a quantity of zero or less
    if (!found || quantity <= 0) return refuse();
    const price = Math.round(
      Number((fieldText(req.body, 'wopb_custom_prices') ?? '').replace(',', '.')) * 100,
    );
    const now = ctx.store.nowSeconds();
    const result = addToCart(
      ctx.db,
      ctx.session.id,
      { productId: id, quantity, ...(price > 0 ? { customPriceKurus: price } : {}) },
      now,
    );
    if (!result.ok) {
      addNotice(ctx, 'error', raw(result.error));
      return refuse();
    }
    const cart = getCart(ctx.db, ctx.session.id, now);
    return wpSendJson({ fragments: cartFragments(ctx, cart), cart_hash: cart.hash });
  },
});
