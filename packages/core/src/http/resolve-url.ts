/**
 * Makes a URL absolute against the page (`document.baseURI`, else `location`), so relative
 * addresses as WordPress prints them (`/?wc-ajax=%%endpoint%%`, `/wp-admin/admin-ajax.php`)
 * work with any fetch implementation.
 */
export function resolveUrl(url: string): URL {
  return new URL(url, pageBase());
}

function pageBase(): string | undefined {
  if (typeof document !== 'undefined' && document.baseURI) return document.baseURI;
  if (typeof location !== 'undefined') return location.href;
  return undefined;
}

/** True when the URL is on the page's own origin (no CORS preflight for custom headers). */
export function isSameOrigin(url: URL): boolean {
  return typeof location !== 'undefined' && url.origin === location.origin;
}
