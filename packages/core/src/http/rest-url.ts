import { type FormPayload, flattenForm } from './form-encode';
import { resolveUrl } from './resolve-url';

const ABSOLUTE = /^([a-z][a-z\d+.-]*:)?\/\//i;

/**
 * The URL of a REST call: `path` joined to `root` (`/wp-json/` + `wopb/views`, also with the
 * plain-permalink root `/?rest_route=/`), or `path` itself when it is a full URL; then the
 * query fields (PHP brackets), then `_locale=user` unless a `_locale` is already there.
 */
export function restUrl(root: string, path: string, query?: FormPayload): URL {
  let url: URL;
  if (ABSOLUTE.test(path)) {
    url = resolveUrl(path);
  } else {
    const at = path.indexOf('?');
    const route = (at === -1 ? path : path.slice(0, at)).replace(/^\/+/, '');
    url = resolveUrl((root.endsWith('/') ? root : `${root}/`) + route);
    if (at !== -1) appendAll(url, new URLSearchParams(path.slice(at + 1)));
  }
  if (query) appendAll(url, flattenForm(query));
  return withUserLocale(url);
}

/** Adds `_locale=user` (replies in the signed-in user's language) unless a locale is set. */
export function withUserLocale(url: URL): URL {
  if (!url.searchParams.has('_locale')) url.searchParams.set('_locale', 'user');
  return url;
}

/** Appends query fields to a URL (files are not valid in a query and are skipped). */
export function appendAll(url: URL, entries: Iterable<readonly [string, string | Blob]>): URL {
  for (const [name, value] of entries) {
    if (typeof value === 'string') url.searchParams.append(name, value);
  }
  return url;
}
