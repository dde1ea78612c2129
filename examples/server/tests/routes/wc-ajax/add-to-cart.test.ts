import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../../start-server';
import { createTestClient, postWcAjax, setCookies, type TestClient } from '../../../testing';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: 0, dbPath: ':memory:', quiet: true, embedDir: '/nonexistent' });
});
afterAll(async () => {
  await server.close();
});

interface AddReply {
  fragments?: Record<string, string>;
  cart_hash?: string;
  error?: boolean;
  product_url?: string | false;
}

async function add(
  client: TestClient,
  fields: Record<string, string>,
): Promise<{ reply: AddReply; response: Response }> {
  const response = await postWcAjax(client, 'add_to_cart', fields);
  expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
  return { reply: (await response.json()) as AddReply, response };
}

const productUrl = (slug: string): string => `${server.url}/urun/${slug}/`;

describe('wc-ajax add_to_cart', () => {
  it('adds a simple product and answers both fragments, the hash, and the cart cookies', async () => {
    const client = createTestClient(server.url);
    const { reply, response } = await add(client, { product_id: '32', quantity: '2', product_sku: 'x' });
    expect(Object.keys(reply)).toEqual(['fragments', 'cart_hash']);
    expect(Object.keys(reply.fragments ?? {})).toEqual([
      'div.widget_shopping_cart_content',
      'a.cart-contents',
    ]);
    expect(reply.fragments?.['a.cart-contents']).toContain('<span class="count">2 ürün</span>');
    expect(reply.fragments?.['div.widget_shopping_cart_content']).toMatch(
      /^<div class="widget_shopping_cart_content">[\s\S]*Hakiki Deri Cüzdan[\s\S]*<span class="quantity">2 &times; /,
    );
    expect(reply.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    const cookies = setCookies(response);
    expect(cookies.get('woocommerce_items_in_cart')).toMatch(/^woocommerce_items_in_cart=1; Path=\//);
    expect(cookies.get('woocommerce_cart_hash')).toContain(`woocommerce_cart_hash=${reply.cart_hash};`);
    expect(cookies.get('woocommerce_cart_hash')).not.toContain('HttpOnly');
    expect([...cookies.keys()].some((name) => name.startsWith('wp_woocommerce_session_'))).toBe(true);

    const again = await add(client, { product_id: '20' });
    expect(again.reply.fragments?.['a.cart-contents']).toContain('<span class="count">3 ürün</span>');
    expect(again.reply.cart_hash).not.toBe(reply.cart_hash);
    expect(client.cookies.get('woocommerce_cart_hash')).toBe(again.reply.cart_hash);
    const refreshed = (await (await postWcAjax(client, 'get_refreshed_fragments', {})).json()) as AddReply;
    expect(refreshed.cart_hash).toBe(again.reply.cart_hash);
  });

  it('adds a variation by its own id, named with its attributes', async () => {
    const client = createTestClient(server.url);
    const { reply } = await add(client, { product_id: '100', quantity: '1' });
    expect(reply.fragments?.['div.widget_shopping_cart_content']).toContain('Pamuklu Basic Tişört - ');
    expect(reply.fragments?.['a.cart-contents']).toContain('1 ürün');
  });

  it('treats an empty or "0" quantity as 1, as WooCommerce does', async () => {
    const client = createTestClient(server.url);
    expect(
      (await add(client, { product_id: '32', quantity: '' })).reply.fragments?.['a.cart-contents'],
    ).toContain('1 ürün');
    expect(
      (await add(client, { product_id: '32', quantity: '0' })).reply.fragments?.['a.cart-contents'],
    ).toContain('2 ürün');
  });

  it.each([
    ['a variable product’s own id', { product_id: '25' }, 'pamuklu-basic-tisort', 'ürün seçeneklerini'],
    ['an out-of-stock product', { product_id: '29' }, 'zeytin-agaci-kesme-tahtasi', 'Stokta olmadığı için'],
    ['an out-of-stock variation', { product_id: '104' }, 'pamuklu-basic-tisort', 'Stokta olmadığı için'],
    [
      'a variation with an “any” attribute',
      { product_id: '103' },
      'pamuklu-basic-tisort',
      'Beden gerekli bir alandır',
    ],
    ['more than the stock', { product_id: '20', quantity: '26' }, 'kablosuz-kulaklik', 'stokta 25 adet var'],
    ['over the maximum', { product_id: '30', quantity: '11' }, 'filtre-kahve-cekirdegi', 'en fazla 10 adet'],
    ['under the minimum', { product_id: '30', quantity: '1' }, 'filtre-kahve-cekirdegi', 'en az 2 adet'],
    [
      'over a variation’s maximum',
      { product_id: '105', quantity: '3' },
      'pamuklu-basic-tisort',
      'en fazla 2 adet',
    ],
    ['name your price without an amount', { product_id: '31' }, 'askida-urun-bagisi', 'geçerli bir tutar'],
    [
      'name your price under its minimum',
      { product_id: '31', wopb_custom_prices: '10' },
      'askida-urun-bagisi',
      'geçerli bir tutar',
    ],
  ])(
    'refuses %s with error + product_url, and leaves the notice for the product page',
    async (_, fields, slug, notice) => {
      const client = createTestClient(server.url);
      const { reply, response } = await add(client, fields);
      expect(reply).toEqual({ error: true, product_url: productUrl(slug) });
      expect(setCookies(response).has('woocommerce_items_in_cart')).toBe(false);
      const page = await (await client.fetch(`/urun/${slug}/`)).text();
      expect(page).toContain('<ul class="woocommerce-error" role="alert">');
      expect(page).toContain(notice);
      expect(page).toContain('<span class="count">0 ürün</span>');
    },
  );

  it('refuses a second unit of a sold-individually product', async () => {
    const client = createTestClient(server.url);
    const first = await add(client, { product_id: '28', quantity: '3' });
    expect(first.reply.fragments?.['a.cart-contents']).toContain('1 ürün'); // forced to one
    const second = await add(client, { product_id: '28' });
    expect(second.reply).toEqual({ error: true, product_url: productUrl('el-yapimi-seramik-kupa') });
  });

  it('counts what is already in the cart against the stock', async () => {
    const client = createTestClient(server.url);
    expect((await add(client, { product_id: '20', quantity: '20' })).reply.error).toBeUndefined();
    expect((await add(client, { product_id: '20', quantity: '6' })).reply.error).toBe(true);
    expect((await add(client, { product_id: '20', quantity: '5' })).reply.error).toBeUndefined();
  });

  it('adds a name-your-price amount inside its range', async () => {
    const client = createTestClient(server.url);
    const { reply } = await add(client, { product_id: '31', wopb_custom_prices: '75' });
    expect(reply.fragments?.['div.widget_shopping_cart_content']).toContain('75,00');
  });

  it('answers product_url false for an unknown product or a negative quantity', async () => {
    const client = createTestClient(server.url);
    expect((await add(client, { product_id: '9999' })).reply).toEqual({ error: true, product_url: false });
    expect((await add(client, { product_id: '32', quantity: '-2' })).reply).toEqual({
      error: true,
      product_url: productUrl('hakiki-deri-cuzdan'),
    });
  });

  it('answers an empty body when product_id is missing', async () => {
    const response = await postWcAjax(createTestClient(server.url), 'add_to_cart', { quantity: '1' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});
