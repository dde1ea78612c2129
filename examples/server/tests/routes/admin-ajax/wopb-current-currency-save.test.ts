import { beforeEach, describe, expect, it } from 'vitest';
import {
  checkoutFields,
  checkoutNonce,
  createTestClient,
  postWcAjax,
  readGlobal,
  serveForTests,
  type TestClient,
} from '../../../testing';

const ttlSeconds = 60;
const store = serveForTests({ nonceTtlSeconds: ttlSeconds });
beforeEach(() => {
  store.clock.shift = 0;
});

/** A visitor on /magaza/, with the `wopb_currency_switcher.security` nonce the page printed. */
async function visitor(): Promise<{ client: TestClient; nonce: string; page: string }> {
  const client = createTestClient(store.server.url);
  const page = await (await client.fetch('/magaza/')).text();
  return { client, page, nonce: String(readGlobal(page, 'wopb_currency_switcher').security) };
}

function save(client: TestClient, fields: Record<string, string>): Promise<Response> {
  return client.fetch('/wp-admin/admin-ajax.php', {
    method: 'POST',
    body: new URLSearchParams({ action: 'wopb_current_currency_save', ...fields }),
  });
}

const page = async (client: TestClient, path: string): Promise<string> => (await client.fetch(path)).text();
/** Every wc_price() of a page: its symbol and amount ('$21,15', '899,90 ₺'). */
const prices = (html: string): string[] =>
  [...html.matchAll(/<span class="woocommerce-Price-amount amount"[^>]*><bdi>(.*?)<\/bdi><\/span>/g)].map(
    (m) =>
      (m[1] ?? '')
        .replace(/<[^>]+>/g, '')
        .replace('&#36;', '$')
        .replace('&#8378;', '₺')
        .replace('&nbsp;', ' '),
  );
const switcher = (html: string): string =>
  html.slice(
    html.indexOf('<div class="wp-block-product-blocks-currency-switcher'),
    html.indexOf('</ul>') + 5,
  );

describe('the currency switcher block in the header', () => {
  it('prints the plugin’s markup: the chosen code, the arrow and the hidden list, the chosen one .hide-currency', async () => {
    const { page: html } = await visitor();
    const block = switcher(html);
    expect(block).toMatch(
      /^<div class="wp-block-product-blocks-currency-switcher wopb-block-hdrcur "><div class="wopb-block-wrapper"><div class="wopb-currency-switcher-prefixText">Para birimi<\/div><div class="wopb-currency-switcher-container"><div class="wopb-selected-currency-container"><div class="wopb-selected-currency" value=""><img src="data:image\/svg\+xml,[^"]+" alt="" width="20" height="14"> TRY<\/div><div class="wopb-currency-arrow"><\/div><\/div><div name="wopb_current_currency" class="wopb-set-default-currency" style="display:none"><ul class="wopb-select-container" >/,
    );
    expect([...block.matchAll(/<li class="([^"]*)" value="([A-Z]{3})">/g)].map((m) => [m[2], m[1]])).toEqual([
      ['TRY', 'hide-currency'],
      ['USD', ''],
      ['EUR', ''],
    ]);
    expect(block).toContain('( &#36; ) USD</li>');
    expect(block).not.toContain('raw.githubusercontent.com');
  });
});

describe('admin-ajax wopb_current_currency_save', () => {
  it('keeps the choice for this visitor: every price the server prints is in it afterwards', async () => {
    const { client, nonce, page: before } = await visitor();
    expect(prices(before)).toContain('899,90 ₺');
    expect(readGlobal(before, 'wopb_core')).toMatchObject({
      currency_symbol: '₺',
      currency_position: 'right_space',
    });

    const response = await save(client, { data: 'USD', wpnonce: nonce });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(await response.json()).toEqual({ success: true, data: { currency: 'USD' } });

    // The shop: the cards in dollars (899,90 ₺ × 0.0235 = $21,15), wopb_core follows, the switcher says USD.
    const shop = await page(client, '/magaza/');
    expect(prices(shop)).toContain('$21,15');
    expect(prices(shop).filter((p) => p.includes('₺'))).toEqual([]);
    expect(readGlobal(shop, 'wopb_core')).toMatchObject({ currency_symbol: '$', currency_position: 'left' });
    expect(switcher(shop)).toContain('> USD</div>');
    expect(switcher(shop)).toContain('<li class="hide-currency" value="USD">');

    // The product page, its variations' numbers too (the variation form formats display_price).
    const product = await page(client, '/urun/pamuklu-basic-tisort/');
    expect(prices(product).filter((p) => p.includes('₺'))).toEqual([]);
    const variations =
      /data-product_variations="([^"]*)"/.exec(product)?.[1]?.replace(/&quot;/g, '"') ?? '[]';
    const first = (JSON.parse(variations) as { display_price: number; variation_id: number }[]).find(
      (v) => v.variation_id === 100,
    );
    expect(first?.display_price).toBe(4.7); // 199,90 ₺ × 0.0235 = 4.69765

    // The cart: the lines, the mini cart, the totals, and the checkout review.
    await postWcAjax(client, 'add_to_cart', { product_id: '32', quantity: '2' });
    const cart = await page(client, '/sepet/');
    expect(prices(cart)).toContain('$42,30'); // 2 × 899,90 ₺ = 1.799,80 ₺ → $42,30
    expect(prices(cart).filter((p) => p.includes('₺'))).toEqual([]);
    const checkout = await page(client, '/odeme/');
    expect(prices(checkout)).toContain('$42,30');
    // The review says what the order is charged: lira, the store's currency (its one lira price).
    expect(prices(checkout).filter((p) => p.includes('₺'))).toEqual(['1.849,70 ₺']); // 1.799,80 + 49,90 shipping
    expect(checkout).toContain('<th>Ödenecek tutar</th>');
    expect(checkout).toContain('<small>Siparişiniz Türk lirası ile alınır.</small>');

    // A listing endpoint's reply.
    const more = await postWcAjax(client, 'wopb_load_more', {
      action: 'wopb_load_more',
      filterAttributes: '',
      paged: '2',
      blockId: 'vitrin-daha-fazla',
      postId: '15',
      blockName: 'product-blocks_product-grid-2',
      builder: '',
      widgetBlockId: '',
      wpnonce: String(readGlobal(shop, 'wopb_core').security),
    });
    const items = await more.text();
    expect(prices(items).length).toBeGreaterThan(0);
    expect(prices(items).every((p) => p.startsWith('$'))).toBe(true);
  });

  it('keeps the order in lira, coherent: amounts in kuruş as the cart computed them, its page in lira', async () => {
    const { client, nonce } = await visitor();
    await save(client, { data: 'USD', wpnonce: nonce });
    await postWcAjax(client, 'add_to_cart', { product_id: '32', quantity: '1' });
    const checkoutPage = await page(client, '/odeme/');
    const reply = (await (
      await postWcAjax(client, 'checkout', checkoutFields(checkoutNonce(checkoutPage)))
    ).json()) as { result: string; redirect: string; order_id?: number };
    expect(reply.result).toBe('success');
    const row = store.server.store.db
      .prepare('SELECT id, total_kurus FROM orders ORDER BY id DESC LIMIT 1')
      .get() as { id: number; total_kurus: number };
    expect(row.total_kurus).toBe(89990); // free shipping: 899,90 ₺, not dollars
    const received = await page(client, new URL(reply.redirect).pathname + new URL(reply.redirect).search);
    expect(prices(received)).toContain('899,90 ₺');
    // the rest of that page (the header's cart link) stays in the visitor's currency
    expect(prices(received).filter((p) => p.includes('$'))).toEqual(['$0,00']);
  });

  it('is per visitor: another visitor still sees lira (pro 2.1.1 saved it site-wide)', async () => {
    const { client, nonce } = await visitor();
    await save(client, { data: 'EUR', wpnonce: nonce });
    expect(prices(await page(client, '/magaza/'))).toContain('&euro;18,27'); // 899,90 ₺ × 0.0203 = 18.26797;
    const other = createTestClient(store.server.url);
    const theirs = await page(other, '/magaza/');
    expect(prices(theirs)).toContain('899,90 ₺');
    expect(readGlobal(theirs, 'wopb_core')).toMatchObject({ currency_symbol: '₺' });
  });

  it('can go back to the store currency', async () => {
    const { client, nonce } = await visitor();
    await save(client, { data: 'USD', wpnonce: nonce });
    await save(client, { data: 'TRY', wpnonce: nonce });
    expect(prices(await page(client, '/magaza/'))).toContain('899,90 ₺');
  });

  it.each([
    ['an unknown code', { data: 'XYZ' }],
    ['a lower-case code', { data: 'usd' }],
    ['no code', {}],
    ['a code with SQL in it', { data: "USD' OR 1=1 --" }],
  ])('refuses %s with {success: false} (400) and keeps the choice as it was', async (_name, fields) => {
    const { client, nonce } = await visitor();
    await save(client, { data: 'USD', wpnonce: nonce });
    const response = await save(client, { wpnonce: nonce, ...fields });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      data: { message: 'Bu para birimi kullanılamıyor.' },
    });
    expect(prices(await page(client, '/magaza/'))).toContain('$21,15');
  });

  it.each([
    ['a missing nonce', {}],
    ['a wrong nonce', { wpnonce: 'abc123' }],
  ])('answers -1 with 403 for %s and changes nothing', async (_name, fields) => {
    const { client } = await visitor();
    const response = await save(client, { data: 'USD', ...fields });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('-1');
    expect(prices(await page(client, '/magaza/'))).toContain('899,90 ₺');
  });

  it('answers -1 with 403 for an expired nonce; a fresh wopb_get_nonce one goes through', async () => {
    const { client, nonce } = await visitor();
    store.clock.shift = ttlSeconds * 1000 + 1000;
    const response = await save(client, { data: 'USD', wpnonce: nonce });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('-1');
    const fresh = (await (
      await client.fetch('/wp-admin/admin-ajax.php', {
        method: 'POST',
        body: new URLSearchParams({ action: 'wopb_get_nonce' }),
      })
    ).json()) as { data: { nonce: string } };
    expect((await save(client, { data: 'USD', wpnonce: fresh.data.nonce })).status).toBe(200);
  });

  it("rejects another visitor's nonce", async () => {
    const { nonce } = await visitor();
    const other = createTestClient(store.server.url);
    await other.fetch('/');
    expect((await save(other, { data: 'USD', wpnonce: nonce })).status).toBe(403);
  });
});
