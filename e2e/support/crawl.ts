import type { APIRequestContext } from '@playwright/test';

/** What a crawl of the demo store found: the pages to look at, and links that led nowhere. */
export interface Crawl {
  /** Paths (with their query) that answered 200 with HTML, in the order they were found. */
  pages: string[];
  /** Links that answered something else: the path, its status and the page that linked it. */
  broken: { path: string; status: number; from: string }[];
}

/** Links a visitor follows to another page; not endpoints, actions, files or the admin. */
const notAPage = [
  /[?&](wc-ajax|add-to-cart|remove_item|undo_item|removed_item|_wpnonce|action)=/,
  /wp-login|logout|wp-admin|wp-json|xmlrpc|\/feed\/?$/,
  /\.(png|jpe?g|gif|webp|avif|svg|ico|mp4|webm|mov|mp3|ogg|pdf|zip|json|xml|css|js|map|txt|woff2?)$/i,
];

/**
 * Pages of one shape — the same first path segment and depth, the same query keys: the product
 * pages, an archive's pages, a listing block's page and tab variants — are alike; a crawl looks at
 * the first few of each shape, so a catalogue of hundreds stays a quick crawl.
 */
const PER_SHAPE = 3;
function shapeOf(url: URL): string {
  const segments = url.pathname.split('/').filter(Boolean);
  const path = segments.map((segment, index) => (index === 0 ? segment : '*')).join('/');
  return `${path}?${[...url.searchParams.keys()].sort().join('&')}`;
}

/**
 * How many listing blocks' states (`paged-<block>`, `tab-<block>`) an address carries. A block's
 * links keep the other blocks' state, so their combinations grow with every block on a page; one
 * state at a time shows every block's pages and tabs, so a crawl follows only those.
 */
const blockStates = (url: URL): number =>
  [...url.searchParams.keys()].filter((key) => /^(paged|tab)-/.test(key)).length;

/** The `href` of every `<a>` in an HTML text, its entities decoded. */
function anchorHrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref\s*=\s*(["'])(.*?)\1/gis)].map((match) =>
    (match[2] ?? '').replace(/&amp;|&#0*38;|&#x0*26;/gi, '&').trim(),
  );
}

/**
 * Every page reachable from `start` through the pages' own links (same origin, page links only:
 * no `?wc-ajax`, `?add-to-cart`, login/logout, media files or `#` anchors; the first few of each
 * shape), so pages added to the demo store later are covered without a list to keep. Uses the request context's cookies, so a
 * crawl with a filled cart also reaches the pages that need one.
 */
export async function crawlSite(
  request: APIRequestContext,
  baseURL: string,
  start = '/',
  limit = 300,
): Promise<Crawl> {
  const origin = new URL(baseURL).origin;
  const seen = new Set([start]);
  const shapes = new Map<string, number>();
  const queue: { path: string; from: string }[] = [{ path: start, from: '' }];
  const crawl: Crawl = { pages: [], broken: [] };
  for (let next = queue.shift(); next; next = queue.shift()) {
    const response = await request.get(next.path, { maxRedirects: 0 });
    const status = response.status();
    const html = (response.headers()['content-type'] ?? '').includes('text/html');
    let links: string[] = [];
    if (status === 200 && html) {
      crawl.pages.push(next.path);
      links = anchorHrefs(await response.text());
    } else if (status >= 300 && status < 400) links = [response.headers().location ?? ''];
    else if (status >= 400) crawl.broken.push({ path: next.path, status, from: next.from });
    for (const href of links) {
      if (href === '' || href.startsWith('#')) continue;
      let url: URL;
      try {
        url = new URL(href, origin + next.path);
      } catch {
        continue;
      }
      if (url.origin !== origin) continue;
      const path = url.pathname + url.search;
      if (notAPage.some((pattern) => pattern.test(path)) || seen.has(path)) continue;
      if (blockStates(url) > 1) continue;
      const shape = shapeOf(url);
      const ofShape = shapes.get(shape) ?? 0;
      if (ofShape >= PER_SHAPE) continue;
      shapes.set(shape, ofShape + 1);
      if (seen.size >= limit) throw new Error(`crawlSite: more than ${limit} pages from ${start}`);
      seen.add(path);
      queue.push({ path, from: next.path });
    }
  }
  return crawl;
}
