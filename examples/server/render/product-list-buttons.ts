import type { RequestContext } from '../context';
import { classNames, html, raw, type SafeHtml } from '../lib';
import { type Product, productListIds } from '../shop';

/**
 * The three icon buttons product-blocks prints in a card's `.wopb-product-new-meta` (compare,
 * wishlist, quick view; see the reference grid page). They are plain divs as the plugin prints
 * them: the islands make them keyboard buttons. `loopIds` is the card's loop (quick view's
 * `data-list`, its previous / next).
 */
const COMPARE_ICON = raw(`<svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true">
  <path d="M19.5 6H8a4 4 0 0 0-4 4v2m13-9 2.86 2.86a.2.2 0 0 1 0 .28L17 9" stroke="currentColor" stroke-width="1.5" stroke-linecap="round"/>
  <path d="M4.5 18H16a4 4 0 0 0 4-4v-2M7 21l-2.86-2.86a.2.2 0 0 1 0-.28L7 15" stroke="currentColor" stroke-width="1.5" stroke-linecap="round"/>
</svg>`);

const WISHLIST_ICONS = raw(`<svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true">
  <path d="m4.7 13.7 6.95 6.95c.2.2.5.2.7 0l6.94-6.94a5.24 5.24 0 0 0 0-7.42 4.66 4.66 0 0 0-6.58 0l-.66.66a.07.07 0 0 1-.1 0l-.66-.66a4.66 4.66 0 0 0-6.58 0 5.24 5.24 0 0 0 0 7.42Z" stroke="currentColor" stroke-width="1.5"/>
  <path d="M16 7.83c.51 0 1.02.2 1.41.58.5.5.72 1.2.64 1.85" stroke="currentColor" stroke-width="1.5" stroke-linecap="round"/>
</svg><svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true">
  <path fill-rule="evenodd" clip-rule="evenodd" d="M19.82 5.76a5.4 5.4 0 0 0-7.64 0l-.18.18-.18-.18a5.4 5.4 0 0 0-7.64 0 6 6 0 0 0 0 8.48l6.94 6.94c.48.48 1.28.48 1.76 0l6.94-6.94a6 6 0 0 0 0-8.48ZM16 7.08a.75.75 0 0 0 0 1.5c.32 0 .64.12.88.36.34.34.48.8.43 1.24a.75.75 0 0 0 1.49.17 3 3 0 0 0-.86-2.47 2.74 2.74 0 0 0-1.94-.8Z" fill="currentColor"/>
</svg>`);

const QUICKVIEW_ICON = raw(`<svg width="24" height="24" viewBox="0 0 22 22" fill="none" aria-hidden="true">
  <path clip-rule="evenodd" d="M15.16 12.05a3.16 3.16 0 1 1-6.32 0 3.16 3.16 0 0 1 6.32 0Z" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/>
  <path clip-rule="evenodd" d="M12 19.35c3.8 0 7.29-2.73 9.25-7.3-1.96-4.56-5.44-7.3-9.25-7.3h0c-3.8 0-7.29 2.74-9.25 7.3 1.96 4.57 5.44 7.3 9.25 7.3h0Z" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`);

/** The compare button's attributes (Compare.php `menu_compare_data_callback`, the demo's settings: popup, zoom, loader_1). */
export interface ProductListButtonOptions {
  /** `data-added-action`: popup (default), sidebar, message. */
  addedAction?: 'popup' | 'sidebar' | 'message';
  /** A guest on a page where the wishlist needs a login: `data-login-redirect` (wp_login_url). */
  loginRedirect?: string;
}

function compareWrapperClass(addedAction: string): string {
  if (addedAction === 'sidebar') return 'wopb-sidebar-wrap wopb-right_sidebar';
  if (addedAction === 'message') return ' wopb-modal-toast-wrapper';
  return '';
}

/** The card's compare icon (`.wopb-compare-btn.wopb_meta_svg_con`, `wopb-compare-active` once added). */
export function compareMetaButton(product: Product, active: boolean): SafeHtml {
  return html`<div class="${classNames('wopb-compare-btn wopb_meta_svg_con', active && 'wopb-compare-active')}" data-action="add" data-added-action="popup" data-postid="${product.id}" data-open-animation="wopb-zoom_in" data-close-animation="wopb-zoom_out" data-modal-loader="loader_1" data-modal_wrapper_class=""><span class="wopb-tooltip-text">${COMPARE_ICON}<span class="wopb-tooltip-text-left"><span>Karşılaştırmaya ekle</span><span>Karşılaştırmada</span></span></span></div>`;
}

/** The card's wishlist icon (`.wopb-wishlist-icon.wopb-wishlist-add`, `wopb-wishlist-active` once added). */
export function wishlistMetaButton(product: Product, active: boolean): SafeHtml {
  return html`<div class="${classNames('wopb_meta_svg_con wopb-wishlist-icon wopb-wishlist-add', active && 'wopb-wishlist-active')}" data-action="add" data-added-action="popup" data-postid="${product.id}" data-modal-loader="loader_1" data-modal_content_class="wopb-wishlist-wrapper"><span class="wopb-tooltip-text">${WISHLIST_ICONS}<span class="wopb-tooltip-text-left"><span>İstek listesine ekle</span><span>İstek listesini gör</span></span></span></div>`;
}

/** The card's quick view icon (`.wopb-quickview-btn.wopb_meta_svg_con`, `data-list` its loop). */
export function quickviewMetaButton(product: Product, loopIds: readonly number[]): SafeHtml {
  return html`<div class="wopb-quickview-btn wopb_meta_svg_con" data-list="${loopIds.join(',')}" data-postid="${product.id}" data-modal_wrapper_class="wopb-quick-view-wrapper wopb-layout-1" data-open-animation="wopb-zoom_in" data-close-animation="wopb-zoom_out" data-modal-loader="loader_1"><span class="wopb-tooltip-text">${QUICKVIEW_ICON}<span class="wopb-tooltip-text-left">Hızlı bakış</span></span></div>`;
}

/** The visitor's lists, read once per page (cards ask per product). */
export function productListState(ctx: RequestContext): { compare: Set<number>; wishlist: Set<number> } {
  return {
    compare: new Set(productListIds(ctx.db, 'compare', ctx.session.id)),
    wishlist: new Set(productListIds(ctx.db, 'wishlist', ctx.session.id)),
  };
}

/** A card's `.wopb-product-new-meta`: compare, wishlist and quick view, as the plugin orders them. */
export function cardMeta(ctx: RequestContext, product: Product, loopIds: readonly number[]): SafeHtml {
  const lists = productListState(ctx);
  return html`<div class="wopb-product-new-meta">${compareMetaButton(product, lists.compare.has(product.id))}${wishlistMetaButton(product, lists.wishlist.has(product.id))}${quickviewMetaButton(product, loopIds)}</div>`;
}

const WISHLIST_ICON = raw(
  '<svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true"><path d="m4.7 13.7 6.95 6.95c.2.2.5.2.7 0l6.94-6.94a5.24 5.24 0 0 0 0-7.42 4.66 4.66 0 0 0-6.58 0l-.66.66a.07.07 0 0 1-.1 0l-.66-.66a4.66 4.66 0 0 0-6.58 0 5.24 5.24 0 0 0 0 7.42Z" stroke="currentColor" stroke-width="1.5"/></svg>',
);
const WISHLIST_FILL_ICON = raw(
  '<svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true"><path d="M19.82 5.76a5.4 5.4 0 0 0-7.64 0l-.18.18-.18-.18a5.4 5.4 0 0 0-7.64 0 6 6 0 0 0 0 8.48l6.94 6.94c.48.48 1.28.48 1.76 0l6.94-6.94a6 6 0 0 0 0-8.48Z" fill="currentColor"/></svg>',
);

/**
 * The compare button of the shop loop and the product page (Compare.php `get_compare`, source
 * `default`): `.wopb-compare-btn-wrap > span.wopb-compare-btn.wopb-compare-addon-btn` with
 * `-shop-btn` / `-single-btn`, the icon before the texts "Karşılaştır" / "Karşılaştırmada".
 */
export function compareAddonButton(
  product: Product,
  active: boolean,
  where: 'shop' | 'single',
  options: ProductListButtonOptions = {},
): SafeHtml {
  const added = options.addedAction ?? 'popup';
  const cls = classNames(
    'wopb-compare-btn wopb-compare-addon-btn',
    `wopb-compare-${where}-btn`,
    active && 'wopb-compare-active',
  );
  return html`<span class="wopb-compare-btn-wrap"><span class="${cls}" data-action="add" data-added-action="${added}" data-postid="${product.id}" data-open-animation="wopb-zoom_in" data-close-animation="wopb-zoom_out" data-modal-loader="loader_1" data-modal_wrapper_class="${compareWrapperClass(added)}">${COMPARE_ICON}<span class="wopb-compare-btn-text">Karşılaştır</span><span class="wopb-compare-added-text">Karşılaştırmada</span></span></span>`;
}

/**
 * The wishlist button of the shop loop and the product page (Wishlist.php `add_wishlist_html`):
 * `.wopb-wishlist-btn-wrap > a.wopb-wishlist-add.wopb-wishlist-addon-btn` with `-shop-btn` /
 * `-single-btn`, "İstek listesine ekle" and, once added, "İstek listesini gör";
 * `data-login-redirect` for a guest when a login is needed.
 */
export function wishlistAddonButton(
  product: Product,
  active: boolean,
  where: 'shop' | 'single',
  options: ProductListButtonOptions = {},
): SafeHtml {
  const cls = classNames(
    'wopb-wishlist-add wopb-wishlist-addon-btn',
    `wopb-wishlist-${where}-btn`,
    active && 'wopb-wishlist-active',
  );
  const login = options.loginRedirect ? html` data-login-redirect="${options.loginRedirect}"` : '';
  return html`<span class="wopb-wishlist-btn-wrap"><a class="${cls}" data-action="add" data-added-action="popup" data-postid="${product.id}" data-modal-loader="loader_1" data-modal_content_class="wopb-wishlist-wrapper"${login}><span class="wopb-wishlist-text">${WISHLIST_ICON}İstek listesine ekle</span><span class="wopb-wishlist-browse">${WISHLIST_FILL_ICON}İstek listesini gör</span></a></span>`;
}

/** Both buttons as the loop (after its add-to-cart link) and the product page (after its form) print them. */
export function productListButtons(
  ctx: RequestContext,
  product: Product,
  where: 'shop' | 'single',
  options: ProductListButtonOptions = {},
): SafeHtml {
  const lists = productListState(ctx);
  return html`${compareAddonButton(product, lists.compare.has(product.id), where, options)}${wishlistAddonButton(product, lists.wishlist.has(product.id), where, options)}`;
}
