import { beforeEach, describe, expect, it } from 'vitest';
import { createTestClient, readGlobal, serveForTests, type TestClient } from '../../../testing';

const store = serveForTests({ nonceTtlSeconds: 60 });
beforeEach(() => {
  store.clock.shift = 0;
});

async function visitor(): Promise<{ client: TestClient; rest: string; wopb: string; page: string }> {
  const client = createTestClient(store.server.url);
  const page = await (await client.fetch('/magaza/')).text();
  return {
    client,
    page,
    rest: String(readGlobal(page, 'wpApiSettings').nonce),
    wopb: String(readGlobal(page, 'wopb_core').security),
  };
}

function search(client: TestClient, body: Record<string, unknown>, restNonce?: string): Promise<Response> {
  return client.fetch('/wp-json/wopb/product-search?_locale=user', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(restNonce ? { 'X-WP-Nonce': restNonce } : {}) },
    body: JSON.stringify(body),
  });
}

/** The block's payload field names, as wopb.js sends them. */
const payload = (wpnonce: string, searchText: string, category = '') => ({
  search: searchText,
  category,
  blockId: 'magaza-arama',
  blockName: 'product-blocks_product-search',
  postId: '0',
  widgetBlockId: '',
  wpnonce,
});

const titles = (html: string) =>
  [...html.matchAll(/class="wopb-item-title">(.*?)<\/a>/g)].map((m) => m[1]?.replace(/<\/?strong>/g, ''));

describe('POST /wp-json/wopb/product-search', () => {
  it('answers the results HTML as a JSON string: labels, items with link, image, highlighted name and price', async () => {
    const { client, rest, wopb } = await visitor();
    const response = await search(client, payload(wopb, 'kahve'), rest);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-wp-nonce')).toMatch(/^[0-9a-f]{10}$/);
    const html = (await response.json()) as string;
    expect(typeof html).toBe('string');
    expect(html).toContain(
      '<div class="wopb-search-item-label wopb-search-item">Ürünler</div><div class="wopb-search-items">',
    );
    expect(html).toMatch(
      /<div class="wopb-search-item wopb-block-item"><div class="wopb-item-details"><a href="http:\/\/127\.0\.0\.1:\d+\/urun\/filtre-kahve-cekirdegi\/" {2}class="wopb-item-image"><img src="[^"]+" \/><\/a><div class="wopb-item-title-section"><a href="[^"]+" class="wopb-item-title">Filtre <strong>Kahve<\/strong> Çekirdeği 1 kg<\/a><\/div><\/div><div class="wopb-item-price">/,
    );
    expect(html).toContain('woocommerce-Price-amount');
  });

  it('matches in Turkish lower case: AKILLI finds Akıllı, TİŞ finds Tişört, and aki (dotted i) does not find Akıllı', async () => {
    const { client, rest, wopb } = await visitor();
    const upper = titles((await (await search(client, payload(wopb, 'AKILLI'), rest)).json()) as string);
    expect(upper).toContain('Akıllı Saat Pro');
    expect(upper).toContain('Akıllı Robot Süpürge');
    const dotted = titles((await (await search(client, payload(wopb, 'TİŞ'), rest)).json()) as string);
    expect(dotted).toContain('Pamuklu Basic Tişört');
    const plain = titles((await (await search(client, payload(wopb, 'akill'), rest)).json()) as string);
    expect(plain).not.toContain('Akıllı Saat Pro');
  });

  it('narrows to the chosen category slug, and a category alone lists its products', async () => {
    const { client, rest, wopb } = await visitor();
    const inElectronics = titles(
      (await (await search(client, payload(wopb, 'akıllı', 'elektronik'), rest)).json()) as string,
    );
    expect(inElectronics).toContain('Akıllı Saat Pro');
    const inClothes = (await (await search(client, payload(wopb, 'akıllı', 'giyim'), rest)).json()) as string;
    expect(inClothes).toBe('<div class="wopb-empty-result"><h2> Sonuç bulunamadı </h2></div>');
    const categoryOnly = titles(
      (await (await search(client, payload(wopb, '', 'giyim'), rest)).json()) as string,
    );
    expect(categoryOnly).toContain('Pamuklu Basic Tişört');
    expect(categoryOnly).not.toContain('Akıllı Saat Pro');
  });

  it('lists matching categories first, as term links', async () => {
    const { client, rest, wopb } = await visitor();
    const html = (await (await search(client, payload(wopb, 'ELEKTRO'), rest)).json()) as string;
    expect(html).toMatch(
      /^<div class="wopb-search-item-label wopb-search-item">Kategoriler<\/div><div class="wopb-tax-term-items wopb-search-items"><div class="wopb-search-item"><a href="http:\/\/127\.0\.0\.1:\d+\/urun-kategori\/elektronik\/" class="wopb-item-term"><strong>Elektro<\/strong>nik<\/a><\/div><\/div>/,
    );
  });

  it('answers the empty-result box when nothing matches, and an empty string under 3 characters with no category', async () => {
    const { client, rest, wopb } = await visitor();
    expect(await (await search(client, payload(wopb, 'zzzqqq'), rest)).json()).toBe(
      '<div class="wopb-empty-result"><h2> Sonuç bulunamadı </h2></div>',
    );
    const short = await search(client, payload(wopb, 'ka'), rest);
    expect(short.status).toBe(200);
    expect(await short.json()).toBe('');
    expect(await (await search(client, payload(wopb, ''), rest)).json()).toBe('');
  });

  it('hides results after the sixth behind the more/less links', async () => {
    const { client, rest, wopb } = await visitor();
    const html = (await (await search(client, payload(wopb, '', 'elektronik'), rest)).json()) as string;
    const items = html.match(/wopb-search-item wopb-block-item/g) ?? [];
    const hidden = html.match(/wopb-block-item wopb-extended-item wopb-d-none/g) ?? [];
    expect(hidden.length).toBe(Math.max(0, items.length - 6));
    if (items.length > 6) {
      expect(html).toContain(`<a class="wopb-load-more">Daha fazla sonuç..(${items.length - 6})</a>`);
    }
  });

  it('refuses a bad or expired wpnonce with 403 rest_forbidden, and a bad X-WP-Nonce with rest_cookie_invalid_nonce', async () => {
    const { client, rest, wopb } = await visitor();
    const bad = await search(client, payload('0000000000', 'kahve'), rest);
    expect(bad.status).toBe(403);
    expect(((await bad.json()) as { code: string }).code).toBe('rest_forbidden');
    const missing = await search(client, { search: 'kahve' }, rest);
    expect(missing.status).toBe(403);
    const cookie = await search(client, payload(wopb, 'kahve'), 'ffffffffff');
    expect(cookie.status).toBe(403);
    expect(((await cookie.json()) as { code: string }).code).toBe('rest_cookie_invalid_nonce');
    store.clock.shift = 120_000; // ms: past the 60 s lifetime
    const expired = await search(client, payload(wopb, 'kahve'));
    expect(expired.status).toBe(403);
  });
});
