import type { RequestContext } from '../../context';
import { paths, raw } from '../../lib';
import { addNotice, cartFragments, wcTexts } from '../../render';
import { type AddRequest, type AddResult, addToCart, getCart, getProduct, type Product } from '../../shop';

/** What an add answers: the refreshed fragments and hash, or the refusal with the product page. */
export type AddReply =
  | { ok: true; name: string; fragments: Record<string, string>; cartHash: string }
  | { ok: false; productUrl: string | false };

/**
 * Adds to the visitor's cart with WooCommerce's rules (shop/cart-actions.ts) and builds the
 * reply the cart endpoints share: fragments + cart_hash, or, on a refusal, the error notice left
 * in the session for the product page and that page's URL (false for an unknown product).
 */
export function addAndReply(ctx: RequestContext, request: AddRequest): AddReply {
  const found = getProduct(ctx.db, request.variationId ?? request.productId);
  const productUrl = productPageUrl(ctx, found);
  if (!found || request.quantity <= 0) return { ok: false, productUrl };
  const now = ctx.store.nowSeconds();
  const result = addToCart(ctx.db, ctx.session.id, request, now);
  if (!result.ok) {
    addNotice(ctx, 'error', raw(result.error));
    return { ok: false, productUrl };
  }
  const cart = getCart(ctx.db, ctx.session.id, now);
  return { ok: true, name: result.product.name, fragments: cartFragments(ctx, cart), cartHash: cart.hash };
}

/**
 * What a classic (no-JavaScript) add leaves for the next page: wc_add_to_cart_message()'s
 * "View cart" notice, or the refusal as an error notice.
 */
export function noticeAddResult(ctx: RequestContext, result: AddResult): void {
  if (result.ok) {
    addNotice(ctx, 'success', wcTexts.addedToCart(ctx.url(paths.cart), result.product.name));
  } else {
    addNotice(ctx, 'error', raw(result.error));
  }
}

/** The page a refusal sends the visitor to: the product's own, or its parent's for a variation. */
export function productPageUrl(ctx: RequestContext, product: Product | null): string | false {
  const parentId = product?.type === 'variation' ? product.parentId : (product?.id ?? null);
  const parent = parentId === null ? null : getProduct(ctx.db, parentId);
  return parent ? ctx.url(paths.product(parent.slug)) : false;
}

/** PHP's intval() of a posted number: leading digits, else 0 ('2.5' → 2, 'abc' → 0). */
export function intval(text: string): number {
  const match = /^\s*[+-]?\d+/.exec(text);
  return match ? Number.parseInt(match[0], 10) : 0;
}
