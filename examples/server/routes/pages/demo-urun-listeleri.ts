import { html, paths, type SafeHtml } from '../../lib';
import {
  compareAddonButton,
  productListState,
  WISHLIST_LOGIN_PAGE,
  wishlistAddonButton,
  wishlistLoginUrl,
} from '../../render';
import { getProduct, type Product, productListIds } from '../../shop';
import { definePage } from '../define';

/** Simple products, shown as small cards with their product-list buttons. */
const PRODUCT_IDS = [32, 33, 34];

/**
 * The compare and wishlist settings the shop does not use, on one page: compare "after adding"
 * as a notice (`message`: a toast that closes after 5 s) and as a sidebar (`sidebar`), the
 * product-blocks Menu Compare / Menu Wishlist blocks (`menu_block`), and the wishlist with
 * "require login" on (`data-login-redirect` on the buttons for a guest; the endpoint answers a
 * guest's add from this page with the login address: render/wishlist-modal.ts
 * `wishlistLoginRequired`).
 */
export default definePage({
  path: WISHLIST_LOGIN_PAGE.replace(/\/$/, ''),
  render: (ctx) => {
    const products = PRODUCT_IDS.map((id) => getProduct(ctx.db, id)).filter((p): p is Product => p !== null);
    const lists = productListState(ctx);
    const login = ctx.user ? undefined : wishlistLoginUrl(ctx, WISHLIST_LOGIN_PAGE);
    const card = (product: Product, buttons: SafeHtml) =>
      html`<li class="firsat-list-card"><a href="${ctx.url(paths.product(product.slug))}">${product.name}</a>${buttons}</li>`;
    const compareCount = productListIds(ctx.db, 'compare', ctx.session.id).length;
    const wishlistCount = productListIds(ctx.db, 'wishlist', ctx.session.id).length;
    return {
      title: 'Ürün listeleri',
      bodyClass: ['wp-singular', 'page-template-default', 'page', 'woocommerce-page'],
      main: html`<article class="page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Ürün listeleri</h1></header>
<div class="entry-content">
<p>Karşılaştırma ve istek listesinin mağazada kullanılmayan ayarları.</p>
<h2>Karşılaştırma: bildirim</h2>
<p>Eklenince bir bildirim çıkar ve 5 saniye sonra kapanır.</p>
<ul class="firsat-list-cards" id="bildirim">${products.map((p) => card(p, compareAddonButton(p, lists.compare.has(p.id), 'shop', { addedAction: 'message' })))}</ul>
<h2>Karşılaştırma: kenar çubuğu</h2>
<ul class="firsat-list-cards" id="kenar">${products.map((p) => card(p, compareAddonButton(p, lists.compare.has(p.id), 'shop', { addedAction: 'sidebar' })))}</ul>
<h2>Menü blokları</h2>
<div class="firsat-list-menus"><div class="wp-block-product-blocks-menu-compare wopb-block-cw1"><a class="wopb-menu-compare-wrapper wopb-label-right wopb-menu-compare-btn" data-action="menu_block" data-added-action="popup" data-postid="" data-open-animation="wopb-zoom_in" data-close-animation="wopb-zoom_out" data-modal-loader="loader_1" data-modal_wrapper_class=""><div class="wopb-menu-compare-icon"><div class="wopb-menu-compare-count">${compareCount}</div></div><div class="wopb-menu-compare-label">Karşılaştır</div></a></div><div class="wp-block-product-blocks-menu-wishlist wopb-block-cw2"><a class="wopb-menu-wishlist-wrapper wopb-label-right wopb-menu-wishlist-btn" data-action="menu_block" data-added-action="popup" data-postid="" data-modal-loader="loader_1" data-modal_content_class="wopb-wishlist-wrapper"><div class="wopb-menu-wishlist-icon"><div class="wopb-menu-wishlist-count">${wishlistCount}</div></div><div class="wopb-menu-wishlist-label">İstek listesi</div></a></div></div>
<h2>İstek listesi: giriş gerekli</h2>
<p>Bu sayfada istek listesi için giriş yapmak gerekir: misafir, giriş sayfasına gönderilir.</p>
<ul class="firsat-list-cards" id="giris">${products.map((p) => card(p, wishlistAddonButton(p, lists.wishlist.has(p.id), 'shop', { loginRedirect: login })))}</ul>
</div>
</article>`,
    };
  },
});
