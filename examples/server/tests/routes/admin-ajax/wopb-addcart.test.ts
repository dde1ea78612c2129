import { beforeEach, describe, expect, it } from 'vitest';
import { createTestClient, postWcAjax, readGlobal, serveForTests, type TestClient } from '../../../testing';

const store = serveForTests({ nonceTtlSeconds: 60 });
beforeEach(() => {
  store.clock.shift = 0;
});

async function visitor(): Promise<{ client: TestClient; nonce: string }> {
  const client = createTestClient(store.server.url);
  const page = await (await client.fetch('/')).text();
  return { client, nonce: String(readGlobal(page, 'wopb_core').security) };
}

function addcart(client: TestClient, fields: Record<string, string>): Promise<Response> {
  return client.fetch('/wp-admin/admin-ajax.php', {
    method: 'POST',
    body: new URLSearchParams({ action: 'wopb_addcart', ...fields }),
  });
}

interface Reply {
  success?: boolean;
  message?: string;
  fragments?: Record<string, string>;
  cart_hash?: string;
  error?: boolean;
  product_url?: string | false;
}

describe('admin-ajax wopb_addcart', () => {
  it('adds postid × quantity and answers success, message, fragments and cart_hash', async () => {
    const { client, nonce } = await visitor();
    const response = await addcart(client, { postid: '32', quantity: '2', wpnonce: nonce });
    expect(response.status).toBe(200);
    const reply = (await response.json()) as Reply;
    expect(Object.keys(reply)).toEqual(['success', 'message', 'fragments', 'cart_hash']);
    expect(reply.success).toBe(true);
    expect(reply.message).toBe('“Hakiki Deri Cüzdan” sepetinize eklendi.');
    expect(reply.fragments?.['a.cart-contents']).toContain('<span class="count">2 ürün</span>');
    expect(reply.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(client.cookies.get('woocommerce_cart_hash')).toBe(reply.cart_hash);
    const refreshed = (await (await postWcAjax(client, 'get_refreshed_fragments', {})).json()) as Reply;
    expect(refreshed.cart_hash).toBe(reply.cart_hash);
  });

  it('an empty quantity is 1; the quick view adds a variation with its attributes', async () => {
    const { client, nonce } = await visitor();
    const one = (await (
      await addcart(client, { postid: '20', quantity: '', wpnonce: nonce })
    ).json()) as Reply;
    expect(one.fragments?.['a.cart-contents']).toContain('1 ürün');
    const quick = (await (
      await addcart(client, {
        postid: '25',
        variationId: '100',
        'variation[attribute_pa_renk]': 'kirmizi',
        quantity: '1',
        wpnonce: nonce,
      })
    ).json()) as Reply;
    expect(quick.fragments?.['a.cart-contents']).toContain('2 ürün');
    expect(quick.cart_hash).not.toBe(one.cart_hash);
  });

  it('buy_now empties the cart first', async () => {
    const { client, nonce } = await visitor();
    await addcart(client, { postid: '20', quantity: '3', wpnonce: nonce });
    const reply = (await (
      await addcart(client, { postid: '32', quantity: '1', cartType: 'buy_now', wpnonce: nonce })
    ).json()) as Reply;
    expect(reply.fragments?.['a.cart-contents']).toContain('1 ürün');
    expect(reply.fragments?.['div.widget_shopping_cart_content']).not.toContain('Kablosuz');
  });

  it.each([
    ['an out-of-stock product', { postid: '29' }, 'zeytin-agaci-kesme-tahtasi'],
    ['a variable product’s own id', { postid: '25' }, 'pamuklu-basic-tisort'],
    ['more than the stock', { postid: '20', quantity: '26' }, 'kablosuz-kulaklik'],
  ])('refuses %s with error + product_url (server-side stock rules)', async (_, fields, slug) => {
    const { client, nonce } = await visitor();
    const reply = (await (await addcart(client, { ...fields, wpnonce: nonce })).json()) as Reply;
    expect(reply).toEqual({ success: false, error: true, product_url: `${store.server.url}/urun/${slug}/` });
    expect(client.cookies.has('woocommerce_items_in_cart')).toBe(false);
  });

  it('no postid answers {success:false}', async () => {
    const { client, nonce } = await visitor();
    expect(await (await addcart(client, { quantity: '1', wpnonce: nonce })).json()).toEqual({
      success: false,
    });
  });

  it.each([
    ['a missing nonce', {}],
    ['a wrong nonce', { wpnonce: 'nope' }],
  ])('%s answers -1 with 403 and adds nothing', async (_, nonceField) => {
    const { client } = await visitor();
    const response = await addcart(client, { postid: '32', ...nonceField });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('-1');
    expect(client.cookies.has('woocommerce_items_in_cart')).toBe(false);
  });

  it('an expired nonce answers -1 with 403', async () => {
    const { client, nonce } = await visitor();
    store.clock.shift = 3 * 60 * 1000;
    const response = await addcart(client, { postid: '32', wpnonce: nonce });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('-1');
  });
});
