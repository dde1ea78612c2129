/** The theme's icons, shortened. */
const ICON =
  '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M3 6h18v2H3z"/></svg>';

/** The main menu's items as the demo store prints them (the current page marked). */
export const HEADER_MENU_ITEMS = [
  ['Ana Sayfa', '/'],
  ['Fırsatlar', '/firsatlar/'],
  ['Mağaza', '/magaza/'],
  ['Sepet', '/sepet/'],
] as const;

/**
 * The off-canvas menu as the demo store's header prints it (examples/server/render/header-menus.ts):
 * Storefront's `menu-toggle` as a link to the handheld navigation panel, the panel with its
 * title, close link and the site menu.
 */
export function headerMenuMarkup({ current = '/magaza/' }: { current?: string } = {}): string {
  const items = HEADER_MENU_ITEMS.map(([label, path]) =>
    path === current
      ? `<li class="menu-item current-menu-item"><a href="${path}" aria-current="page">${label}</a></li>`
      : `<li class="menu-item"><a href="${path}">${label}</a></li>`,
  ).join('');
  return `<div class="site-header-menu">
<a id="site-navigation-menu-toggle" class="menu-toggle" href="#site-handheld-navigation" aria-controls="site-handheld-navigation" aria-expanded="false">${ICON}<span class="menu-toggle-text">Menü</span></a>
<div id="site-handheld-navigation" class="handheld-navigation off-canvas">
<div class="off-canvas-panel">
<div class="off-canvas-header"><p class="off-canvas-title">Menü</p><a class="off-canvas-close" href="#masthead" aria-label="Menüyü kapat">${ICON}</a></div>
<nav class="off-canvas-navigation" aria-label="Mobil menü"><ul id="menu-mobil-menu" class="menu">${items}</ul></nav>
</div>
</div>
</div>`;
}
