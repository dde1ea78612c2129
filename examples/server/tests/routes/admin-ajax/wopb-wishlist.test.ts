import { beforeEach, describe, expect, it } from 'vitest';
import { createTestClient, readGlobal, serveForTests, setCookies, type TestClient } from '../../../testing';

const ttlSeconds = 60;
const store = serveForTests({ nonceTtlSeconds: ttlSeconds });
beforeEach(() => {
  store.clock.shift = 0;
});

/** A visitor on `path`, with the page's `wopb_wishlist.security` nonce. */
async function visitor(path = '/magaza/'): Promise<{ client: TestClient; nonce: string; page: string }> {
  const client = createTestClient(store.server.url);
  const page = await (await client.fetch(path)).text();
  return { client, nonce: String(readGlobal(page, 'wopb_wishlist').security), page };
}

function wishlist(client: TestClient, fields: Record<string, string>, referer?: string): Promise<Response> {
  return client.fetch('/wp-admin/admin-ajax.php', {
    method: 'POST',
    body: new URLSearchParams({ action: 'wopb_wishlist', ...fields }),
    ...(referer ? { headers: { Referer: `${store.server.url}${referer}` } } : {}),
  });
}

describe('admin-ajax wopb_wishlist', () => {
  it('adds (post_id, type, simpleProduct, wpnonce): the list, wishlist_count, message, the 7-day cookie', async () => {
    const { client, nonce } = await visitor();
    const response = await wishlist(client, {
      post_id: '32',
      type: 'add',
      simpleProduct: 'false',
      wpnonce: nonce,
    });
    expect(response.status).toBe(200);
    const reply = await response.json();
    expect(reply.success).toBe(true);
    expect(reply.data).toMatchObject({ wishlist_count: 1, message: 'İstek listesine eklendi.' });
    expect(reply.data.html).toContain(
      '<div class="wopb-wishlist-modal-content" data-modal_content_class="wopb-wishlist-wrapper"',
    );
    expect(reply.data.html).toContain(
      '<a class="wopb-wishlist-remove" data-action="remove" href="#" data-postid="32"',
    );
    expect(reply.data.html).toContain('class="wopb-wishlist-cart-added" data-action="cart_remove"');
    expect(reply.data.html).toContain('data-action="cart_remove_all"');
    expect(reply.data.html).toContain('data-postid="32">Tümünü sepete ekle</a>');
    expect(reply.data.html).toContain('class="wopb-modal-continue"');
    const cookie = setCookies(response).get('wopb_wishlist') ?? '';
    expect(cookie).toMatch(/^wopb_wishlist=%5B%2232%22%5D; Path=\//);
    const page = await (await client.fetch('/urun/hakiki-deri-cuzdan/')).text();
    expect(page).toContain(
      'class="wopb-wishlist-add wopb-wishlist-addon-btn wopb-wishlist-single-btn wopb-wishlist-active"',
    );
    expect(page).toContain('<span class="wopb-wishlist-count">1</span>');
  });

  it('remove; menu_block lists; an empty list prints the empty message', async () => {
    const { client, nonce } = await visitor();
    await wishlist(client, { post_id: '32', type: 'add', simpleProduct: 'false', wpnonce: nonce });
    await wishlist(client, { post_id: '33', type: 'add', simpleProduct: 'false', wpnonce: nonce });
    let reply = await (
      await wishlist(client, { post_id: '32', type: 'remove', simpleProduct: 'false', wpnonce: nonce })
    ).json();
    expect(reply.data).toEqual({ wishlist_count: 1, message: 'İstek listesinden çıkarıldı.' });
    reply = await (
      await wishlist(client, { post_id: '32', type: 'remove', simpleProduct: 'false', wpnonce: nonce })
    ).json();
    expect(reply).toEqual({ success: true, data: 'İstek listesinden zaten çıkarılmış.' });
    reply = await (
      await wishlist(client, { post_id: '', type: 'menu_block', simpleProduct: 'false', wpnonce: nonce })
    ).json();
    expect(reply.data.wishlist_count).toBe(1);
    expect(reply.data.html).toContain('data-postid="33"');
    await wishlist(client, { post_id: '33', type: 'remove', simpleProduct: 'false', wpnonce: nonce });
    reply = await (
      await wishlist(client, { post_id: '', type: 'menu_block', simpleProduct: 'false', wpnonce: nonce })
    ).json();
    expect(reply.data.html).toContain('<h3>İstek listeniz boş.</h3>');
  });

  it('cart_remove: product_redirect for a product the list cannot add from a link; the list is kept (wishlist_empty off)', async () => {
    const { client, nonce } = await visitor();
    await wishlist(client, { post_id: '32', type: 'add', simpleProduct: 'false', wpnonce: nonce });
    let reply = await (
      await wishlist(client, { post_id: '32', type: 'cart_remove', simpleProduct: 'true', wpnonce: nonce })
    ).json();
    expect(reply.data).toEqual({
      wishlist_count: 1,
      product_redirect: '',
      message: 'İstek listesindeki ürün sepete eklendi.',
    });
    // a variable product (25, the t-shirt) goes to its page
    reply = await (
      await wishlist(client, { post_id: '25', type: 'cart_remove', simpleProduct: 'false', wpnonce: nonce })
    ).json();
    expect(reply.data.product_redirect).toMatch(/\/urun\/pamuklu-basic-tisort\/$/);
  });

  it('cart_remove_all puts every listed product in the cart', async () => {
    const { client, nonce } = await visitor();
    await wishlist(client, { post_id: '32', type: 'add', simpleProduct: 'false', wpnonce: nonce });
    await wishlist(client, { post_id: '33', type: 'add', simpleProduct: 'false', wpnonce: nonce });
    const reply = await (
      await wishlist(client, {
        post_id: '32,33',
        type: 'cart_remove_all',
        simpleProduct: 'false',
        wpnonce: nonce,
      })
    ).json();
    expect(reply.data).toEqual({ wishlist_count: 2, message: 'İstek listesindeki ürünler sepete eklendi.' });
    const cart = await (await client.fetch('/sepet/')).text();
    expect(cart).toContain('Hakiki Deri Cüzdan');
    expect(cart).toContain('Katlanır Kamp Sandalyesi');
  });

  it('a guest adding from the login-required page is refused with the login address; elsewhere the add goes through', async () => {
    const { client, nonce, page } = await visitor('/demo/urun-listeleri/');
    expect(page).toContain(
      `data-login-redirect="${store.server.url}/wp-login.php?redirect_to=${encodeURIComponent(`${store.server.url}/demo/urun-listeleri/`)}"`,
    );
    const refused = await wishlist(
      client,
      { post_id: '32', type: 'add', simpleProduct: 'false', wpnonce: nonce },
      '/demo/urun-listeleri/',
    );
    expect(await refused.json()).toEqual({
      success: false,
      data: { message: 'Giriş yapmalısınız.', redirect: `${store.server.url}/wp-login.php` },
    });
    const elsewhere = await wishlist(
      client,
      { post_id: '32', type: 'add', simpleProduct: 'false', wpnonce: nonce },
      '/magaza/',
    );
    expect((await elsewhere.json()).data.wishlist_count).toBe(1);
  });

  it.each([
    ['a missing nonce', {}],
    ['a wrong nonce', { wpnonce: 'abc123' }],
  ])('answers -1 with 403 for %s', async (_name, fields) => {
    const { client } = await visitor();
    const response = await wishlist(client, {
      post_id: '32',
      type: 'add',
      simpleProduct: 'false',
      ...fields,
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('-1');
  });

  it('answers -1 with 403 for an expired nonce', async () => {
    const { client, nonce } = await visitor();
    store.clock.shift = ttlSeconds * 1000 + 1000;
    expect(
      (await wishlist(client, { post_id: '32', type: 'add', simpleProduct: 'false', wpnonce: nonce })).status,
    ).toBe(403);
  });

  it('refuses what is not a published product, and a call without a product or menu_block', async () => {
    const { client, nonce } = await visitor();
    const bad = await wishlist(client, {
      post_id: 'abc',
      type: 'add',
      simpleProduct: 'false',
      wpnonce: nonce,
    });
    expect(bad.status).toBe(400);
    const none = await wishlist(client, { post_id: '', type: 'add', simpleProduct: 'false', wpnonce: nonce });
    expect(await none.json()).toEqual({ success: false, data: 'İstek listesine eklenemedi.' });
  });
});
