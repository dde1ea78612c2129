import { beforeEach, describe, expect, it } from 'vitest';
import { createTestClient, postWcAjax, readGlobal, serveForTests, type TestClient } from '../../../testing';

const ttlSeconds = 60;
const store = serveForTests({ nonceTtlSeconds: ttlSeconds });
beforeEach(() => {
  store.clock.shift = 0;
});

/** A visitor on /vitrin/, with the page, its `wopb_core` and the `wopb-nonce` it printed. */
async function visitor(path = '/vitrin/'): Promise<{ client: TestClient; page: string; nonce: string }> {
  const client = createTestClient(store.server.url);
  const page = await (await client.fetch(path)).text();
  return { client, page, nonce: String(readGlobal(page, 'wopb_core').security) };
}

const items = (html: string): string[] =>
  [...html.matchAll(/<h3 class="wopb-block-title"><a [^>]*>([^<]+)</g)].map((m) => m[1] ?? '');
const totalProducts = (): number =>
  (
    store.server.store.db
      .prepare("SELECT COUNT(*) AS n FROM posts WHERE type = 'product' AND status = 'publish'")
      .get() as { n: number }
  ).n;

/** The fields the plugin's script sends for a block (pagination / load more). */
const blockFields = (blockId: string, nonce: string, extra: Record<string, string> = {}) => ({
  paged: '2',
  blockId,
  postId: '15',
  blockName: 'product-blocks_product-grid-2',
  builder: '',
  widgetBlockId: '',
  wpnonce: nonce,
  ...extra,
});

describe('the listing catalogue (migration 011)', () => {
  it('has at least 60 published products, the first catalogue untouched', async () => {
    expect(totalProducts()).toBeGreaterThanOrEqual(60);
    const first = store.server.store.db.prepare('SELECT title FROM posts WHERE id = 20').get() as {
      title: string;
    };
    expect(first.title).toBe('Kablosuz Bluetooth Kulaklık');
  });
});

describe('wopb_load_more', () => {
  it('is the URL wopb_core prints and answers page `paged`’s items as HTML, the next ones each time', async () => {
    const { client, page, nonce } = await visitor();
    expect(readGlobal(page, 'wopb_core').ajax_load_more).toBe('/?wc-ajax=wopb_load_more');
    const first = items(
      page.slice(page.indexOf('wopb-block-vitrin-daha-fazla'), page.indexOf('wopb-block-vitrin-sayfalar')),
    );
    expect(first).toHaveLength(12);
    const response = await postWcAjax(client, 'wopb_load_more', {
      action: 'wopb_load_more',
      filterAttributes: '',
      ...blockFields('vitrin-daha-fazla', nonce),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html.startsWith('<div class="wopb-block-item">')).toBe(true);
    const second = items(html);
    expect(second).toHaveLength(12);
    expect(second.some((name) => first.includes(name))).toBe(false);
  });

  it('the last page holds the rest; a page past it answers the last', async () => {
    const { client, nonce } = await visitor();
    const pages = Math.ceil(totalProducts() / 12);
    const last = await (
      await postWcAjax(
        client,
        'wopb_load_more',
        blockFields('vitrin-daha-fazla', nonce, { paged: String(pages) }),
      )
    ).text();
    expect(items(last)).toHaveLength(totalProducts() - (pages - 1) * 12);
    const past = await (
      await postWcAjax(
        client,
        'wopb_load_more',
        blockFields('vitrin-daha-fazla', nonce, { paged: String(pages + 3) }),
      )
    ).text();
    expect(past).toBe(last);
  });

  it('keeps the tab chosen before: filterAttributes[queryTagAction][]=… as jQuery sends the parsed JSON', async () => {
    const { client, nonce } = await visitor();
    const html = await (
      await client.fetch('/?wc-ajax=wopb_load_more', {
        method: 'POST',
        body: new URLSearchParams({
          ...blockFields('vitrin-etiketler', nonce, { paged: '1' }),
          'filterAttributes[queryTax]': 'product_tag',
          'filterAttributes[queryTagAction][]': 'yeni',
        }),
      })
    ).text();
    const tagged = store.server.store.db
      .prepare(
        `SELECT p.title FROM posts p JOIN term_relationships r ON r.object_id = p.id JOIN terms t ON t.id = r.term_id
         WHERE t.taxonomy = 'product_tag' AND t.slug = 'yeni' AND p.type = 'product'`,
      )
      .all() as { title: string }[];
    const names = items(html);
    expect(names).toHaveLength(4);
    for (const name of names) expect(tagged.map((row) => row.title)).toContain(name);
  });

  it('a missing, wrong or expired nonce, or an unknown block, answers an empty body (200), as the plugin', async () => {
    const { client, nonce } = await visitor();
    for (const wpnonce of ['', 'abc123']) {
      const response = await postWcAjax(client, 'wopb_load_more', blockFields('vitrin-daha-fazla', wpnonce));
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('');
    }
    const unknown = await postWcAjax(client, 'wopb_load_more', blockFields('yok-boyle-blok', nonce));
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toBe('');
    store.clock.shift = 2 * ttlSeconds * 1000 + 1000;
    const expired = await postWcAjax(client, 'wopb_load_more', blockFields('vitrin-daha-fazla', nonce));
    expect(expired.status).toBe(200);
    expect(await expired.text()).toBe('');
  });
});

describe('wopb_pagination', () => {
  it('answers page `paged`’s items for the block (6 a page), which replace the items wrap', async () => {
    const { client, page, nonce } = await visitor();
    expect(readGlobal(page, 'wopb_core').ajax_pagination).toBe('/?wc-ajax=wopb_pagination');
    const response = await postWcAjax(client, 'wopb_pagination', {
      action: 'wopb_pagination',
      filterAttributes: '[]',
      ...blockFields('vitrin-sayfalar', nonce, { paged: '3', blockName: 'product-blocks_product-list-1' }),
    });
    expect(response.status).toBe(200);
    const third = items(await response.text());
    expect(third).toHaveLength(6);
    // The same as the page prints when the address names page 3.
    const printed = await (await client.fetch('/vitrin/?paged-vitrin-sayfalar=3')).text();
    const block = printed.slice(
      printed.indexOf('wopb-block-vitrin-sayfalar'),
      printed.indexOf('wopb-block-vitrin-etiketler'),
    );
    expect(items(block)).toEqual(third);
  });

  it('the last page holds the rest; an expired nonce answers an empty body', async () => {
    const { client, nonce } = await visitor();
    const pages = Math.ceil(totalProducts() / 6);
    const last = await (
      await postWcAjax(
        client,
        'wopb_pagination',
        blockFields('vitrin-sayfalar', nonce, { paged: String(pages) }),
      )
    ).text();
    expect(items(last)).toHaveLength(totalProducts() - (pages - 1) * 6);
    store.clock.shift = 2 * ttlSeconds * 1000 + 1000;
    const expired = await postWcAjax(client, 'wopb_pagination', blockFields('vitrin-sayfalar', nonce));
    expect(await expired.text()).toBe('');
  });
});

describe('wopb_filter', () => {
  it('answers the inside of .wopb-wrapper-main-content for the tab: its items and its pagination on page 1', async () => {
    const { client, page, nonce } = await visitor();
    expect(readGlobal(page, 'wopb_core').ajax_filter).toBe('/?wc-ajax=wopb_filter');
    const response = await postWcAjax(client, 'wopb_filter', {
      action: 'wopb_filter',
      taxtype: 'product_cat',
      taxonomy: 'giyim',
      blockId: 'vitrin-sekmeler',
      postId: '15',
      blockName: 'product-blocks_product-grid-1',
      currentUrl: `${store.server.url}/vitrin/`,
      widgetBlockId: '',
      wpnonce: nonce,
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.startsWith('<div class="wopb-block-items-wrap')).toBe(true);
    expect(items(html)).toHaveLength(6);
    expect(html).toContain('class="wopb-pagination-wrap wopb-pagination-ajax-action" data-paged="1"');
    expect(html).toContain(
      'data-filter-attributes="{&quot;queryTax&quot;:&quot;product_cat&quot;,&quot;queryCatAction&quot;:[&quot;giyim&quot;]}"',
    );
    expect(html).toContain('href="/vitrin/?tab-vitrin-sekmeler=giyim&amp;paged-vitrin-sekmeler=2"');
  });

  it('an action tab (custom_action#on_sale) lists products on sale; a bad nonce answers an empty body', async () => {
    const { client, nonce } = await visitor();
    const fields = {
      taxtype: 'product_cat',
      taxonomy: 'custom_action#on_sale',
      blockId: 'vitrin-sekmeler',
      postId: '15',
      wpnonce: nonce,
    };
    const html = await (await postWcAjax(client, 'wopb_filter', fields)).text();
    expect(items(html).length).toBeGreaterThan(0);
    expect((html.match(/wopb-product-price/g) ?? []).length).toBe((html.match(/<del/g) ?? []).length);
    const denied = await postWcAjax(client, 'wopb_filter', { ...fields, wpnonce: 'nope' });
    expect(denied.status).toBe(200);
    expect(await denied.text()).toBe('');
  });
});

describe('admin-ajax wopb_get_nonce', () => {
  it('answers {success, data: {nonce}} with no-cache headers; the nonce passes the listing calls', async () => {
    const { client } = await visitor();
    store.clock.shift = 2 * ttlSeconds * 1000 + 1000;
    const response = await client.fetch('/wp-admin/admin-ajax.php', {
      method: 'POST',
      body: new URLSearchParams({ action: 'wopb_get_nonce' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const body = (await response.json()) as { success: boolean; data: { nonce: string } };
    expect(body.success).toBe(true);
    expect(body.data.nonce).toMatch(/^[0-9a-f]{10}$/);
    const ok = await postWcAjax(client, 'wopb_pagination', blockFields('vitrin-sayfalar', body.data.nonce));
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('<div class="wopb-block-item">');
  });
});

describe('the admin-ajax registrations (wp_ajax_nopriv_*)', () => {
  it('answer guests as the shop-ajax actions do', async () => {
    const { client, nonce } = await visitor();
    const post = (fields: Record<string, string>) =>
      client.fetch('/wp-admin/admin-ajax.php', { method: 'POST', body: new URLSearchParams(fields) });
    const more = await (
      await post({ action: 'wopb_load_more', ...blockFields('vitrin-daha-fazla', nonce) })
    ).text();
    expect(items(more)).toHaveLength(12);
    const paged = await (
      await post({ action: 'wopb_pagination', ...blockFields('vitrin-sayfalar', nonce) })
    ).text();
    expect(items(paged)).toHaveLength(6);
    const filtered = await (
      await post({
        action: 'wopb_filter',
        taxtype: 'product_cat',
        taxonomy: 'mutfak',
        blockId: 'vitrin-sekmeler',
        postId: '15',
        wpnonce: nonce,
      })
    ).text();
    expect(filtered.startsWith('<div class="wopb-block-items-wrap')).toBe(true);
  });
});
