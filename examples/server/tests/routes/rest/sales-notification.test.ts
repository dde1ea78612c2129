import { describe, expect, it } from 'vitest';
import { createTestClient, readGlobal, serveForTests } from '../../../testing';

const store = serveForTests();

async function visitor(path = '/') {
  const client = createTestClient(store.server.url);
  const page = await (await client.fetch(path)).text();
  return { client, page, rest: String(readGlobal(page, 'wpApiSettings').nonce) };
}

function ask(
  client: ReturnType<typeof createTestClient>,
  body: string,
  { type = 'application/json', nonce }: { type?: string; nonce?: string } = {},
): Promise<Response> {
  return client.fetch('/wp-json/sales/v1/notification?_locale=user', {
    method: 'POST',
    headers: { 'Content-Type': type, ...(nonce ? { 'X-WP-Nonce': nonce } : {}) },
    body,
  });
}

const bodyClass = (page: string): string[] => (/<body class="([^"]*)"/.exec(page)?.[1] ?? '').split(/\s+/);

/** The entry's parts, read with regular expressions over the plugin's fixed markup. */
function parts(entry: string) {
  const pick = (re: RegExp) => re.exec(entry)?.[1] ?? null;
  return {
    href: pick(/<a href="([^"]*)">/),
    image: pick(/<div class="wopb-img-wrap"><img src="([^"]*)"\/><\/div>/),
    name: pick(/<div class="wopb-notification-name">([^<]*) <span>/),
    label: pick(/<div class="wopb-notification-name">[^<]* <span>([^<]*)<\/span>/),
    product: pick(/<div class="wopb-notification-product">([^<]*)<\/div>/),
    time: pick(/<div class="wopb-notification-time">([^<]*)<\/div>/),
  };
}

describe('the sales notification body classes', () => {
  it('are printed on the home page and the shop, with the gap and stay seconds', async () => {
    for (const path of ['/', '/magaza/', '/magaza/page/2/']) {
      const classes = bodyClass((await visitor(path)).page);
      const at = classes.indexOf('wopb-notification-body');
      expect(at, path).toBeGreaterThan(0);
      expect(classes.slice(at, at + 3), path).toEqual([
        'wopb-notification-body',
        'wopb-gap-14',
        'wopb-stay-7',
      ]);
    }
  });

  it('are not printed on the cart page', async () => {
    const { page } = await visitor('/sepet/');
    expect(bodyClass(page)).not.toContain('wopb-notification-body');
  });
});

describe('POST /wp-json/sales/v1/notification', () => {
  it('answers {html: [...]}: one popup per recent sale, newest first, in the plugin’s markup', async () => {
    const { client, rest, page } = await visitor();
    const pageId = Number(readGlobal(page, 'wopb_core').page_id);
    expect(pageId).toBe(2);
    const response = await ask(client, JSON.stringify({ page_id: pageId }), { nonce: rest });
    expect(response.status).toBe(200);
    const reply = (await response.json()) as { html: string[] };
    expect(Object.keys(reply)).toEqual(['html']);
    expect(reply.html.length).toBeGreaterThanOrEqual(5);
    const [first, second] = reply.html;
    expect(first).toMatch(
      /^<div class="wopb-notification wopb-animation-notification active"><div class="wopb-notification-wrap" style="padding: 10px"><a href="[^"]+"><div class="wopb-img-wrap"><img src="[^"]+"\/><\/div><div class="wopb-col"><div class="wopb-notification-name">.+<\/div><div class="wopb-notification-product">.+<\/div><div class="wopb-notification-time">.+<\/div><\/div><\/a><span class="wopb-notification-close"><\/span><\/div><\/div>$/,
    );
    expect(parts(first ?? '')).toEqual({
      href: `${store.server.url}/urun/pamuklu-basic-tisort/`,
      image: expect.stringMatching(/\/wp-content\/uploads\/.+/),
      name: 'Elif, İzmir',
      label: 'satın aldı',
      product: 'Pamuklu Basic Tişört',
      time: '4 dakika önce',
    });
    expect(parts(second ?? '')).toMatchObject({ name: 'Mehmet, Ankara', time: '38 dakika önce' });
    const all = reply.html.map((entry) => parts(entry));
    expect(all.map((p) => p.time)).toEqual(
      expect.arrayContaining(['3 saat önce', '1 gün önce', '3 gün önce']),
    );
    // The cancelled order is no sale.
    expect(all.map((p) => p.name)).not.toContain('Can, Eskişehir');
  });

  it('reads a form-encoded page_id too, as the plugin’s jQuery POST sends it, without any nonce', async () => {
    const client = createTestClient(store.server.url);
    const response = await ask(client, 'page_id=2', { type: 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { html: string[] }).html.length).toBeGreaterThan(0);
  });

  it('answers {html: []} for a page the visibility settings leave out (the cart, the checkout)', async () => {
    const client = createTestClient(store.server.url);
    for (const pageId of [3, 4]) {
      const response = await ask(client, JSON.stringify({ page_id: pageId }));
      expect(await response.json()).toEqual({ html: [] });
    }
  });

  it('puts a newly placed order first and escapes what the customer typed', async () => {
    const db = store.server.store.db;
    const now = store.server.store.nowSeconds();
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO orders (order_key, status, session_id, billing, shipping, payment_method, payment_method_title,
           subtotal_kurus, total_kurus, created_at)
         VALUES ('wc_order_testsales0001', 'processing', 'test', ?, '{}', 'cod', 'Kapıda ödeme', 100, 100, ?)`,
      )
      .run(JSON.stringify({ billing_first_name: '<b>Deniz</b>', billing_city: '' }), now - 30);
    db.prepare(
      `INSERT INTO order_items (order_id, position, product_id, name, quantity, total_kurus) VALUES (?, 0, 32, 'Hakiki Deri Cüzdan', 1, 100)`,
    ).run(Number(lastInsertRowid));
    try {
      const response = await ask(createTestClient(store.server.url), JSON.stringify({ page_id: 0 }));
      const [first] = ((await response.json()) as { html: string[] }).html;
      expect(parts(first ?? '')).toMatchObject({
        name: '&lt;b&gt;Deniz&lt;/b&gt;',
        product: 'Hakiki Deri Cüzdan',
        time: '30 saniye önce',
      });
    } finally {
      db.prepare('DELETE FROM orders WHERE id = ?').run(Number(lastInsertRowid));
    }
  });

  it('refuses a stale X-WP-Nonce with rest_cookie_invalid_nonce (403), as WordPress does', async () => {
    const client = createTestClient(store.server.url);
    const response = await ask(client, JSON.stringify({ page_id: 2 }), { nonce: '0123456789' });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('rest_cookie_invalid_nonce');
  });

  it('answers only POST', async () => {
    const response = await createTestClient(store.server.url).fetch('/wp-json/sales/v1/notification');
    expect(response.status).toBe(404);
  });
});
