import type { RequestContext } from '../context';
import { html, paths, raw, type SafeHtml } from '../lib';
import { productListIds } from '../shop';

const COMPARE_ICON = raw(
  '<svg width="22" height="22" viewBox="0 0 24 24" fill="none" aria-hidden="true"><path d="M19.5 6H8a4 4 0 0 0-4 4v2m13-9 2.86 2.86a.2.2 0 0 1 0 .28L17 9" stroke="currentColor" stroke-width="1.5" stroke-linecap="round"/><path d="M4.5 18H16a4 4 0 0 0 4-4v-2M7 21l-2.86-2.86a.2.2 0 0 1 0-.28L7 15" stroke="currentColor" stroke-width="1.5" stroke-linecap="round"/></svg>',
);
const WISHLIST_ICON = raw(
  '<svg width="22" height="22" viewBox="0 0 24 24" fill="none" aria-hidden="true"><path d="m4.7 13.7 6.95 6.95c.2.2.5.2.7 0l6.94-6.94a5.24 5.24 0 0 0 0-7.42 4.66 4.66 0 0 0-6.58 0l-.66.66a.07.07 0 0 1-.1 0l-.66-.66a4.66 4.66 0 0 0-6.58 0 5.24 5.24 0 0 0 0 7.42Z" stroke="currentColor" stroke-width="1.5"/></svg>',
);

/**
 * The header's product-list links, printed before the cart: the compare nav item as Compare.php
 * `compare_nav_menu` prints it (`a.wopb-compare-nav-item`, click action popup: `nav_popup`, the
 * count in `.wopb-compare-icon > .wopb-compare-count`, the text after the icon) and the wishlist
 * nav item (`a.wopb-wishlist-nav-item`, `.wopb-wishlist-icon > .wopb-wishlist-count`) with the
 * attributes Wishlist.php `wishlist_nav_menu` means to print (4.4.23's string precedence garbles
 * them) and the popup click action. The demo has no wishlist page: its link goes to the shop.
 */
export function headerProductLists(ctx: RequestContext): SafeHtml {
  const compare = productListIds(ctx.db, 'compare', ctx.session.id).length;
  const wishlist = productListIds(ctx.db, 'wishlist', ctx.session.id).length;
  return html`<ul class="wopb-product-list-nav menu">
<li class="menu-item"><a class="wopb-compare-nav-item" data-action="nav_popup" data-added-action="nav_popup" data-postid="" data-open-animation="wopb-zoom_in" data-close-animation="wopb-zoom_out" data-modal-loader="loader_1"><span class="wopb-compare-icon">${COMPARE_ICON}<span class="wopb-compare-count">${compare}</span></span>Karşılaştır</a></li>
<li class="menu-item"><a class="wopb-wishlist-nav-item" href="${ctx.url(paths.shop)}" data-action="nav_popup" data-added-action="nav_popup" data-postid="" data-modal-loader="loader_1" data-modal_content_class="wopb-wishlist-wrapper"><span class="wopb-wishlist-icon">${WISHLIST_ICON}<span class="wopb-wishlist-count">${wishlist}</span></span>İstek listesi</a></li>
</ul>`;
}
