/** The theme's icons, shortened. */
const ICON =
  '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M3 6h18v2H3z"/></svg>';

/** A plain search field, for an overlay without the product search block. */
export const PLAIN_SEARCH_FIELD =
  '<form role="search" action="/" method="get"><label for="ara">Ara</label><input type="search" id="ara" name="s"></form>';

/**
 * The header search as the demo store's header prints it (examples/server/render/header-menus.ts):
 * the toggle as a link to the overlay, the overlay with its title, close link and `search` (the
 * product search block there: `searchBlockMarkup()` of the product-search island's fixtures).
 */
export function headerSearchMarkup({ search = PLAIN_SEARCH_FIELD }: { search?: string } = {}): string {
  return `<div class="site-header-search">
<a id="site-search-toggle" class="search-toggle" href="#site-search-overlay" aria-controls="site-search-overlay" aria-expanded="false">${ICON}<span class="search-toggle-text">Ara</span></a>
<div id="site-search-overlay" class="search-overlay">
<div class="search-overlay-box">
<div class="search-overlay-header"><p class="search-overlay-title">Mağazada ara</p><a class="search-overlay-close" href="#masthead" aria-label="Aramayı kapat">${ICON}</a></div>
${search}
</div>
</div>
</div>`;
}
