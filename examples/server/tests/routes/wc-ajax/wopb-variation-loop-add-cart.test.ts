import { beforeEach, describe, expect, it } from 'vitest';
import { createTestClient, postWcAjax, readGlobal, serveForTests, type TestClient } from '../../../testing';

const store = serveForTests({ nonceTtlSeconds: 60 });
beforeEach(() => {
  store.clock.shift = 0;
});

async function visitor(): Promise<{ client: TestClient; nonce: string; url: string }> {
  const client = createTestClient(store.server.url);
  const page = await (await client.fetch('/')).text();
  const core = readGlobal(page, 'wopb_core');
  return { client, nonce: String(core.security), url: String(core.ajax_variation_loop_add_cart) };
}

const loopAdd = (client: TestClient, fields: Record<string, string>) =>
  postWcAjax(client, 'wopb_variation_loop_add_cart', { action: 'wopb_variation_loop_add_cart', ...fields });

interface Reply {
  fragments?: Record<string, string>;
  cart_hash?: string;
  error?: boolean;
  product_url?: string | false;
}

describe('wc-ajax wopb_variation_loop_add_cart', () => {
  it('is the URL wopb_core prints, adds the variation and answers fragments + cart_hash', async () => {
    const { client, nonce, url } = await visitor();
    expect(url).toBe('/?wc-ajax=wopb_variation_loop_add_cart');
    const response = await loopAdd(client, { product_id: '25', variation_id: '100', wopb_nonce: nonce });
    expect(response.status).toBe(200);
    const reply = (await response.json()) as Reply;
    expect(Object.keys(reply)).toEqual(['fragments', 'cart_hash']);
    expect(reply.fragments?.['div.widget_shopping_cart_content']).toContain('Pamuklu Basic Tişört - ');
    expect(reply.fragments?.['a.cart-contents']).toContain('1 ürün');
    expect(client.cookies.get('woocommerce_cart_hash')).toBe(reply.cart_hash);
  });

  it('fills an "any" attribute from variation[…]', async () => {
    const { client, nonce } = await visitor();
    const missing = (await (
      await loopAdd(client, { product_id: '25', variation_id: '103', wopb_nonce: nonce })
    ).json()) as Reply;
    expect(missing).toEqual({ error: true, product_url: `${store.server.url}/urun/pamuklu-basic-tisort/` });
    const chosen = (await (
      await loopAdd(client, {
        product_id: '25',
        variation_id: '103',
        'variation[attribute_pa_renk]': 'mavi',
        'variation[attribute_pa_beden]': 'l',
        wopb_nonce: nonce,
      })
    ).json()) as Reply;
    expect(chosen.fragments?.['a.cart-contents']).toContain('1 ürün');
  });

  it.each([
    ['an out-of-stock variation', { product_id: '25', variation_id: '104' }, 'pamuklu-basic-tisort'],
    ['a variation of another product', { product_id: '26', variation_id: '100' }, 'kapusonlu-sweatshirt'],
  ])('refuses %s with error + product_url', async (_, fields, slug) => {
    const { client, nonce } = await visitor();
    const reply = (await (await loopAdd(client, { ...fields, wopb_nonce: nonce })).json()) as Reply;
    expect(reply).toEqual({ error: true, product_url: `${store.server.url}/urun/${slug}/` });
    expect(client.cookies.has('woocommerce_items_in_cart')).toBe(false);
  });

  it.each([
    ['a zero variation id', { product_id: '25', variation_id: '0' }],
    ['a text product id', { product_id: 'abc', variation_id: '100' }],
  ])('answers an empty body for %s', async (_, fields) => {
    const { client, nonce } = await visitor();
    const response = await loopAdd(client, { ...fields, wopb_nonce: nonce });
    expect(await response.text()).toBe('');
    expect(client.cookies.has('woocommerce_items_in_cart')).toBe(false);
  });

  it('a wrong nonce answers -1 with 403', async () => {
    const { client } = await visitor();
    const response = await loopAdd(client, { product_id: '25', variation_id: '100', wopb_nonce: 'x' });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('-1');
  });

  it('an expired nonce answers -1 with 403', async () => {
    const { client, nonce } = await visitor();
    store.clock.shift = 3 * 60 * 1000;
    const response = await loopAdd(client, { product_id: '25', variation_id: '100', wopb_nonce: nonce });
    expect(response.status).toBe(403);
  });
});
