import type { RequestContext } from '../context';
import { html, raw, type SafeHtml } from '../lib';
import { searchCategories } from '../shop';
import { productSearchBlock } from './product-search';

/** The overlay's saved copy of the product search block (the shop page prints its own, `magaza-arama`). */
export const HEADER_SEARCH_BLOCK_ID = 'baslik-arama';

const icon = (path: string) =>
  raw(
    `<svg class="firsat-header-icon" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="${path}"/></svg>`,
  );
const MENU_ICON = icon('M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z');
const SEARCH_ICON = icon(
  'M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z',
);
const CLOSE_ICON = icon(
  'm6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z',
);

/**
 * The off-canvas menu as Storefront's handheld navigation: a `menu-toggle` with `aria-controls`
 * and `aria-expanded`, and a panel holding the site menu. The toggle is a link to the panel and
 * the theme shows the panel as the page's `:target`, so the menu is reachable without
 * JavaScript; the header-menu island makes the link a button that opens the panel as a dialog.
 */
function offCanvasMenu(items: SafeHtml[]): SafeHtml {
  return html`<div class="site-header-menu">
<a id="site-navigation-menu-toggle" class="menu-toggle" href="#site-handheld-navigation" aria-controls="site-handheld-navigation" aria-expanded="false">${MENU_ICON}<span class="menu-toggle-text">Menü</span></a>
<div id="site-handheld-navigation" class="handheld-navigation off-canvas">
<div class="off-canvas-panel">
<div class="off-canvas-header"><p class="off-canvas-title">Menü</p><a class="off-canvas-close" href="#masthead" aria-label="Menüyü kapat">${CLOSE_ICON}</a></div>
<nav class="off-canvas-navigation" aria-label="Mobil menü"><ul id="menu-mobil-menu" class="menu">${items}</ul></nav>
</div>
</div>
</div>`;
}

/**
 * The header search: a toggle and an overlay holding the store's product search (the
 * product-blocks search block, `baslik-arama`), whose results the product-search island shows.
 * The toggle links to the overlay (`:target` without JavaScript); the header-search island opens
 * it as a dialog with SPEC's 500 ms fade.
 */
function searchOverlay(ctx: RequestContext): SafeHtml {
  const block = productSearchBlock(ctx, searchCategories(ctx.db), {
    postId: 0,
    blockId: HEADER_SEARCH_BLOCK_ID,
  });
  return html`<div class="site-header-search">
<a id="site-search-toggle" class="search-toggle" href="#site-search-overlay" aria-controls="site-search-overlay" aria-expanded="false">${SEARCH_ICON}<span class="search-toggle-text">Ara</span></a>
<div id="site-search-overlay" class="search-overlay">
<div class="search-overlay-box">
<div class="search-overlay-header"><p class="search-overlay-title">Mağazada ara</p><a class="search-overlay-close" href="#masthead" aria-label="Aramayı kapat">${CLOSE_ICON}</a></div>
${block}
</div>
</div>
</div>`;
}

/**
 * The header's off-canvas menu and search overlay, each a toggle and its panel, printed after the
 * main menu. `menuItems`: the main menu's items (the handheld menu is the same menu).
 */
export function headerMenus(ctx: RequestContext, menuItems: SafeHtml[]): SafeHtml {
  return html`${offCanvasMenu(menuItems)}
${searchOverlay(ctx)}
`;
}
