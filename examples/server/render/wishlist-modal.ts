import type { RequestContext } from '../context';
import { html, paths, type SafeHtml } from '../lib';
import { getProduct, isInStock, type Product } from '../shop';
import { productImage } from './media';
import { loopAddToCart, productPriceHtml } from './product-loop';

/**
 * The wishlist addon's reply (addons/wishlist/Wishlist.php 4.4.23 `wishlist_shortcode_callback`,
 * in Turkish): the table of the list (remove, image, name, price, stock and WooCommerce's
 * `[add_to_cart]` inside `.wopb-wishlist-cart-added[data-action=cart_remove]`), the footer (the
 * wishlist page, "add all to cart", continue shopping), or the empty message. Settings: the
 * demo's (`wishlist_redirect_cart` on: adding from the list goes to the cart).
 */

/** `wishlist_redirect_cart`: adding from the list goes on to the cart page. */
export const WISHLIST_REDIRECT_CART = true;

/** `wishlist_empty`: adding to the cart does not take the product off the list (wopb_wishlist.emptyWishlist ''). */
export const WISHLIST_EMPTY_ON_CART = false;

/** Where the wishlist page would be (`wishlist_page`): the demo has none, the shop stands in. */
const wishlistPage = (ctx: RequestContext) => ctx.url(paths.shop);

function row(ctx: RequestContext, product: Product): SafeHtml {
  const link = ctx.url(paths.product(product.slug));
  const redirect = WISHLIST_REDIRECT_CART ? html` data-redirect="${ctx.url(paths.cart)}"` : '';
  const stock = html`<div class="wopb-wishlist-product-stock">${isInStock(product) ? 'Stokta' : 'Stokta yok'}</div>`;
  const cart = html`<p class="product woocommerce add_to_cart_inline ">${loopAddToCart(ctx, product)}</p>`;
  const action = isInStock(product)
    ? html`<td class="wopb-wishlist-product-action">${stock}<span class="wopb-wishlist-cart-added" data-action="cart_remove"${redirect} data-postid="${product.id}">${cart}</span></td>`
    : html`<td class="wopb-wishlist-product-action">${stock}${cart}</td>`;
  return html`<tr><td><a class="wopb-wishlist-remove" data-action="remove" href="#" data-postid="${product.id}" aria-label="Listeden çıkar: ${product.name}">×</a></td><td class="wopb-wishlist-product-image"><a href="${link}" tabindex="-1">${productImage(ctx, product)}</a></td><td class="wopb-wishlist-product-name"><a href="${link}">${product.name}</a></td><td class="wopb-wishlist-product-price">${productPriceHtml(ctx, product)}</td>${action}</tr>`;
}

/** What `wopb_wishlist` answers in `data.html` for `ids` (the list after the action). */
export function wishlistReply(ctx: RequestContext, ids: readonly number[]): SafeHtml {
  const products = ids.map((id) => getProduct(ctx.db, id)).filter((p): p is Product => p !== null);
  const shop = ctx.url(paths.shop);
  if (products.length === 0) {
    return html`<div class="wopb-empty-wishlist-wrap"><h3>İstek listeniz boş.</h3><span><a class="wopb-modal-continue" data-redirect="${shop}">Alışverişe devam et</a></span></div>`;
  }
  const redirect = WISHLIST_REDIRECT_CART ? html` data-redirect="${ctx.url(paths.cart)}"` : '';
  return html`<div class="wopb-modal-body"><div class="wopb-wishlist-modal-content" data-modal_content_class="wopb-wishlist-wrapper" data-modal-loader="loader_1"><div class="wopb-wishlist-modal"><div class="wopb-wishlist-table-body"><table><thead><tr><th class="wopb-wishlist-product-remove"><span class="screen-reader-text">Çıkar</span></th><th class="wopb-wishlist-product-image">Görsel</th><th class="wopb-wishlist-product-name">Ürün adı</th><th class="wopb-wishlist-product-price">Fiyat</th><th class="wopb-wishlist-product-action">İşlem</th></tr></thead><tbody>${products.map(
    (p) => row(ctx, p),
  )}</tbody></table></div><div class="wopb-wishlist-product-footer"><span><a href="${wishlistPage(ctx)}">İstek listesi sayfası</a></span><span><a href="#" class="wopb-wishlist-cart-added" data-action="cart_remove_all"${redirect} data-postid="${products.map((p) => p.id).join(',')}">Tümünü sepete ekle</a></span><span><a class="wopb-modal-continue" data-redirect="${shop}">Alışverişe devam et</a></span></div></div></div></div>`;
}

/** The demo page whose wishlist needs a login (`wishlist_require_login` on for that page only). */
export const WISHLIST_LOGIN_PAGE = '/demo/urun-listeleri/';

/** `wp_login_url(home_url($current_uri))`: the login address that comes back to `path`. */
export function wishlistLoginUrl(ctx: RequestContext, path: string): string {
  return `${ctx.url(paths.login)}?redirect_to=${encodeURIComponent(ctx.url(path))}`;
}

/**
 * Whether a wishlist add needs a login. The plugin reads one site-wide setting; the demo's e2e run
 * shares one server between its files, so the setting is the page's, as `cartRedirectAfterAdd`
 * is: on for `WISHLIST_LOGIN_PAGE` only. admin-ajax knows the page only by the request's Referer
 * (same origin): a call from that page needs the login, any other goes through — a stale Referer
 * can only ask for a login the page itself asked for.
 */
export function wishlistLoginRequired(ctx: RequestContext, request: Request): boolean {
  const referer = request.headers.get('referer');
  if (!referer) return false;
  try {
    const url = new URL(referer);
    return url.origin === ctx.origin && url.pathname === WISHLIST_LOGIN_PAGE;
  } catch {
    return false;
  }
}
