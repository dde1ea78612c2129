// The pages of `npm run page-weight`: every same-origin page the demo store links, found by
// following links from `/` (no hand-kept list), and the route patterns that group them.

/** Links that are actions or endpoints, not pages a shopper reads. */
const NOT_A_PAGE_QUERY =
  /(^|&)(add-to-cart|wc-ajax|remove_item|undo_item|removed_item|_wpnonce|action|replytocom)=/;
const NOT_A_PAGE_PATH =
  /^\/(wp-login\.php|wp-admin|wp-json|xmlrpc\.php|wp-content|wp-includes|wp-comments-post\.php|feed)(\/|$)|\/(customer-logout|feed)\/?$/;
const MEDIA =
  /\.(jpe?g|png|gif|webp|avif|svg|ico|mp4|webm|mp3|ogg|pdf|zip|css|js|mjs|map|json|xml|txt|woff2?)$/i;

const ENTITIES = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
function decodeEntities(text) {
  return text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, code) => {
    if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? whole;
    const n = code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
    return String.fromCodePoint(n);
  });
}

/**
 * How many listing blocks' states (`paged-<block>`, `tab-<block>`) an address carries. A block's
 * links keep the other blocks' state, so their combinations grow with every block on a page
 * (e2e/support/crawl.ts follows the same rule); one state at a time loads every block's islands.
 */
const blockStates = (url) => [...url.searchParams.keys()].filter((key) => /^(paged|tab)-/.test(key)).length;

/** The `<a href>` targets of a page that are pages of the same site: path + query, no fragment. */
export function pageLinks(html, pageUrl) {
  const origin = new URL(pageUrl).origin;
  const links = [];
  for (const [, , href] of html.matchAll(/<a\s[^>]*?href\s*=\s*(["'])(.*?)\1/gis)) {
    let url;
    try {
      url = new URL(decodeEntities(href.trim()), pageUrl);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    if (NOT_A_PAGE_QUERY.test(url.search.slice(1))) continue;
    if (NOT_A_PAGE_PATH.test(url.pathname) || MEDIA.test(url.pathname)) continue;
    if (blockStates(url) > 1) continue;
    links.push(url.pathname + url.search);
  }
  return links;
}

async function visit(request, url) {
  try {
    const answer = await request.get(url);
    const finalUrl = new URL(answer.url());
    const isHtml = (answer.headers()['content-type'] ?? '').includes('text/html');
    return {
      status: answer.status(),
      path: finalUrl.pathname + finalUrl.search,
      html: isHtml ? await answer.text() : undefined,
    };
  } catch (error) {
    return { error: error.message };
  }
}

/**
 * Follows links breadth first from `/` with each of `requests` (Playwright request contexts that
 * share their browser context's cookies: an empty cart links other pages than a full one, e.g.
 * the checkout). A link is a page when it answers 200 with HTML; a redirect counts as its
 * target. Returns the pages in the order found and the links that answered something else.
 */
export async function crawl(base, requests, limit = 200) {
  const pages = new Map();
  const broken = new Map();
  for (const request of requests) {
    const queue = ['/'];
    const seen = new Set(queue);
    while (queue.length > 0 && pages.size < limit) {
      const batch = queue.splice(0, 6);
      const answers = await Promise.all(batch.map((path) => visit(request, base + path)));
      answers.forEach(({ error, status, path, html }, i) => {
        const asked = batch[i];
        if (error || status !== 200) {
          broken.set(asked, error ?? String(status));
          return;
        }
        if (html === undefined) return; // an endpoint
        if (!pages.has(path)) pages.set(path, { path, redirectedFrom: [] });
        const from = pages.get(path).redirectedFrom;
        if (asked !== path && !from.includes(asked)) from.push(asked);
        seen.add(path);
        for (const link of pageLinks(html, base + path)) {
          if (seen.has(link)) continue;
          seen.add(link);
          queue.push(link);
        }
      });
    }
  }
  for (const path of pages.keys()) broken.delete(path);
  return { pages: [...pages.values()], broken: [...broken].map(([path, why]) => ({ path, why })) };
}

/**
 * The route pattern of a path: its last segment becomes `*` (`/urun/<slug>/` → `/urun/*\/`,
 * `/magaza/page/2/` → `/magaza/page/*\/`); one-segment pages are their own pattern. Query keys
 * are kept, their values are not.
 */
export function routePattern(path) {
  const url = new URL(path, 'http://x');
  const segments = url.pathname.split('/').filter(Boolean);
  const trailing = url.pathname.endsWith('/') ? '/' : '';
  const pattern =
    segments.length < 2 ? url.pathname : `/${[...segments.slice(0, -1), '*'].join('/')}${trailing}`;
  const keys = [...url.searchParams.keys()].sort();
  return keys.length === 0 ? pattern : `${pattern}?${keys.map((k) => `${k}=*`).join('&')}`;
}
