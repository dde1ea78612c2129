import { describe, expect, it } from 'vitest';
import { createTestClient, postWcAjax, serveForTests } from '../../testing';

const store = serveForTests();

/** A character a browser draws from an emoji font by default (fire, check mark button, star …), or the selector that turns one into an emoji. */
const emoji = /\p{Emoji_Presentation}|\uFE0F/u;

/** Every page reachable from `/` by its links, without the listing blocks' page and tab variants. */
async function pagesFromHome(
  fetchText: (path: string) => Promise<string | null>,
): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const queue = ['/'];
  const seen = new Set(queue);
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const html = await fetchText(path);
    if (html === null) continue;
    pages.set(path, html);
    for (const [, href = ''] of html.matchAll(/<a\b[^>]*?\shref="([^"#]+)"/g)) {
      const url = new URL(href.replaceAll('&amp;', '&'), `${store.server.url}${path}`);
      const next = url.pathname + url.search;
      if (url.origin !== new URL(store.server.url).origin || seen.has(next)) continue;
      if (/[?&](wc-ajax|add-to-cart|remove_item|_wpnonce|action|paged-|tab-)|wp-login|\.svg$/.test(next))
        continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return pages;
}

describe('icons', () => {
  it('the cart reservation box prints its icon as decorative inline SVG', async () => {
    const client = createTestClient(store.server.url);
    await postWcAjax(client, 'add_to_cart', { product_id: '32' });
    for (const path of ['/sepet/', '/demo/sepet-suresi/']) {
      const html = await (await client.fetch(path)).text();
      const icon = /<div class="wopb-cart-reserved-icon">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
      expect(icon, path).toMatch(/^ <svg [^>]*aria-hidden="true" focusable="false">[\s\S]*<\/svg> $/);
    }
  });

  it('no page prints an emoji (it renders as an empty box without an emoji font)', async () => {
    const client = createTestClient(store.server.url);
    await postWcAjax(client, 'add_to_cart', { product_id: '32' });
    const pages = await pagesFromHome(async (path) => {
      const response = await client.fetch(path, { redirect: 'manual' });
      const html = (response.headers.get('content-type') ?? '').includes('text/html');
      return response.status === 200 && html ? response.text() : null;
    });
    expect(pages.size).toBeGreaterThan(50);
    expect([...pages.keys()]).toEqual(
      expect.arrayContaining(['/sepet/', '/odeme/', '/urun-kategori/mutfak/']),
    );
    const offenders = [...pages].flatMap(([path, html]) => {
      const found = emoji.exec(html);
      return found ? [`${path}: ${html.slice(Math.max(0, found.index - 60), found.index + 10)}`] : [];
    });
    expect(offenders).toEqual([]);
  });
});
