import { fieldText, serializeCookie, wpSendJsonError, wpSendJsonSuccess } from '../../http';
import { paths } from '../../lib';
import { WISHLIST_EMPTY_ON_CART, wishlistLoginRequired, wishlistReply } from '../../render';
import {
  addToCart,
  addToProductList,
  clearProductList,
  getProduct,
  isInStock,
  isPublishedProduct,
  isPurchasable,
  PRODUCT_LIST_COOKIE,
  PRODUCT_LIST_COOKIE_SECONDS,
  productListIds,
  removeFromProductList,
} from '../../shop';
import { defineAdminAjax } from '../define';
import { checkAjaxReferer } from '../shared';

const productId = (raw: string): number => (/^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN);

/**
 * admin-ajax `wopb_wishlist` (guests and users; addons/wishlist/Wishlist.php
 * `wopb_wishlist_callback`): `post_id`, `type` (`add`, `remove`, `cart_remove`, `cart_remove_all`,
 * `menu_block`), `simpleProduct` and `wpnonce` (`wopb_wishlist.security`, a `wopb-nonce`). Keeps
 * the visitor's wishlist (`wishlist_items`, by session), sets the `wopb_wishlist` cookie (the ids
 * as JSON, 7 days) and answers as the plugin:
 * - `add`: `{html, wishlist_count, message}`, `html` the list (render/wishlist-modal.ts); a guest
 *   where a login is needed (see `wishlistLoginRequired`) gets `{success: false, data: {message,
 *   redirect}}` with the login address and nothing is kept;
 * - `cart_remove` (the list's add to cart went through): `{wishlist_count, product_redirect,
 *   message}`, `product_redirect` the product page when it cannot be added from a link (a variable
 *   product); the product leaves the list only with `wishlist_empty` on;
 * - `cart_remove_all`: every product into the cart, `{wishlist_count, message}`;
 * - `remove`: `{wishlist_count, message}` (a product not in the list: a success with a text);
 * - `menu_block` without a product: `{html, wishlist_count}`.
 * A missing, wrong or expired nonce answers `-1` (403); an id that is not a published product
 * answers `{success: false, data: {message}}` (400).
 */
export default defineAdminAjax({
  action: 'wopb_wishlist',
  handle: (ctx, req) => {
    const denied = checkAjaxReferer(ctx, 'wopb-nonce', fieldText(req.fields, 'wpnonce'));
    if (denied) return denied;
    const rawId = (fieldText(req.body, 'post_id') ?? '').trim();
    const type = (fieldText(req.body, 'type') ?? '').trim();
    const simpleProduct = (fieldText(req.body, 'simpleProduct') ?? '').trim();
    const session = ctx.session.id;
    const now = ctx.store.nowSeconds();
    const ids = () => productListIds(ctx.db, 'wishlist', session);
    const withCookie = (response: Response) => {
      response.headers.append(
        'Set-Cookie',
        serializeCookie(PRODUCT_LIST_COOKIE.wishlist, JSON.stringify(ids().map(String)), {
          expires: now + PRODUCT_LIST_COOKIE_SECONDS,
        }),
      );
      return response;
    };

    if (!rawId) {
      if (type !== 'menu_block') return wpSendJsonError('İstek listesine eklenemedi.');
      return wpSendJsonSuccess({ html: String(wishlistReply(ctx, ids())), wishlist_count: ids().length });
    }
    if (type === 'cart_remove_all') {
      const all = rawId.split(',').map(productId);
      if (all.some((id) => !isPublishedProduct(ctx.db, id)))
        return wpSendJsonError({ message: 'Geçersiz ürün.' }, 400);
      for (const id of ids()) addToCart(ctx.db, session, { productId: id, quantity: 1 }, now);
      if (WISHLIST_EMPTY_ON_CART) clearProductList(ctx.db, 'wishlist', session);
      return withCookie(
        wpSendJsonSuccess({
          wishlist_count: ids().length,
          message: 'İstek listesindeki ürünler sepete eklendi.',
        }),
      );
    }
    const id = productId(rawId);
    if (!isPublishedProduct(ctx.db, id)) return wpSendJsonError({ message: 'Geçersiz ürün.' }, 400);
    if (type === 'add') {
      if (!ctx.user && wishlistLoginRequired(ctx, req.request)) {
        return wpSendJsonError({
          message: 'Giriş yapmalısınız.',
          redirect: ctx.url(paths.login),
        });
      }
      addToProductList(ctx.db, 'wishlist', session, id, now);
      return withCookie(
        wpSendJsonSuccess({
          html: String(wishlistReply(ctx, ids())),
          wishlist_count: ids().length,
          message: 'İstek listesine eklendi.',
        }),
      );
    }
    if (type === 'cart_remove') {
      if (WISHLIST_EMPTY_ON_CART && simpleProduct !== 'false')
        removeFromProductList(ctx.db, 'wishlist', session, id);
      const product = getProduct(ctx.db, id);
      const fromLink =
        product !== null && product.type === 'simple' && isPurchasable(product) && isInStock(product);
      return withCookie(
        wpSendJsonSuccess({
          wishlist_count: ids().length,
          product_redirect: fromLink || !product ? '' : ctx.url(paths.product(product.slug)),
          message: 'İstek listesindeki ürün sepete eklendi.',
        }),
      );
    }
    if (removeFromProductList(ctx.db, 'wishlist', session, id)) {
      return withCookie(
        wpSendJsonSuccess({ wishlist_count: ids().length, message: 'İstek listesinden çıkarıldı.' }),
      );
    }
    return wpSendJsonSuccess('İstek listesinden zaten çıkarılmış.');
  },
});
