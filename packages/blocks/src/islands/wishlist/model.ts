/**
 * The wishlist addon's rules without the page (wishlist.js 4.4.23): the request's fields, the
 * reply, whether a press opens the list, and where the visitor goes after.
 */

/** What a wishlist control asks. */
export type WishlistType = 'add' | 'remove' | 'cart_remove' | 'cart_remove_all' | 'menu_block';

/** The `wopb_wishlist` fields: `action` is added by admin-ajax, `wpnonce` by the client. */
export interface WishlistPayload {
  post_id: string;
  type: WishlistType;
  simpleProduct: string;
}

/** `{post_id, type, simpleProduct}` as wishlist.js sends them (`simpleProduct` "true" / "false"). */
export function wishlistPayload(postId: string, type: WishlistType, simpleProduct: boolean): WishlistPayload {
  return { post_id: postId, type, simpleProduct: String(simpleProduct) };
}

/** `wopb_wishlist`'s reply: a success (html, count, product_redirect) or a refusal (redirect). */
export type WishlistReply =
  | { ok: true; html: string | null; count: number | null; productRedirect: string }
  | { ok: false; redirect: string };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Reads the reply; null when it is neither (a failure). */
export function readWishlistReply(body: unknown): WishlistReply | null {
  if (typeof body !== 'object' || body === null) return null;
  const { success, data } = body as { success?: unknown; data?: unknown };
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  if (success === false) return { ok: false, redirect: text(fields.redirect) };
  if (success !== true) return null;
  const count = Number(fields.wishlist_count);
  return {
    ok: true,
    html: typeof fields.html === 'string' ? fields.html : null,
    count:
      fields.wishlist_count !== undefined && Number.isFinite(count) && count >= 0 ? Math.trunc(count) : null,
    productRedirect: text(fields.product_redirect),
  };
}

/**
 * Whether a press opens the modal with the list: the menu block and nav item always; a product's
 * button once its product is in the list ("İstek listesini gör") and it does not redirect. A
 * first add only adds (the button turns active), as wishlist.js does.
 */
export function opensList(type: WishlistType, active: boolean, redirect: string): boolean {
  return type === 'menu_block' || (type === 'add' && active && !redirect);
}
