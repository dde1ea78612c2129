import { beforeEach, describe, expect, it } from 'vitest';
import { createTestClient, readGlobal, serveForTests, type TestClient } from '../../../testing';

const ttlSeconds = 60;
const store = serveForTests({ nonceTtlSeconds: ttlSeconds });
beforeEach(() => {
  store.clock.shift = 0;
});

interface Nonces {
  rest: string;
  wopb: string;
}

async function visitor(
  slug = 'akilli-saat-pro',
): Promise<{ client: TestClient; nonces: Nonces; page: string }> {
  const client = createTestClient(store.server.url);
  const page = await (await client.fetch(`/urun/${slug}/`)).text();
  return {
    client,
    page,
    nonces: {
      rest: String(readGlobal(page, 'wpApiSettings').nonce),
      wopb: String(readGlobal(page, 'wopb_core').security),
    },
  };
}

function ping(client: TestClient, body: unknown, restNonce?: string): Promise<Response> {
  return client.fetch('/wp-json/wopb/views?_locale=user', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(restNonce ? { 'X-WP-Nonce': restNonce } : {}) },
    body: JSON.stringify(body),
  });
}

const stored = (id: number): number =>
  (
    store.server.store.db.prepare('SELECT views FROM product_views WHERE product_id = ?').get(id) as
      | { views: number }
      | undefined
  )?.views ?? 0;

describe('POST /wp-json/wopb/views', () => {
  it('counts one view of the product and answers {success, views}; the page shows the count', async () => {
    const { client, nonces, page } = await visitor();
    expect(page).toContain('<body class="');
    expect(page).toMatch(/single-product[^"]*postid-21|postid-21[^"]*single-product/);
    const before = stored(21);
    expect(page).toContain(`<span class="firsat-product-views-count">${before}</span>`);
    const response = await ping(client, { postID: 21, wpnonce: nonces.wopb }, nonces.rest);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-wp-nonce')).toMatch(/^[0-9a-f]{10}$/);
    expect(await response.json()).toEqual({ success: true, views: before + 1 });
    expect(stored(21)).toBe(before + 1);
    const again = await (await client.fetch('/urun/akilli-saat-pro/')).text();
    expect(again).toContain(`<span class="firsat-product-views-count">${before + 1}</span>`);
  });

  it('takes the fields form-encoded too, with postID as a string', async () => {
    const { client, nonces } = await visitor();
    const before = stored(21);
    const response = await client.fetch('/wp-json/wopb/views', {
      method: 'POST',
      headers: { 'X-WP-Nonce': nonces.rest },
      body: new URLSearchParams({ postID: '21', wpnonce: nonces.wopb }),
    });
    expect(await response.json()).toEqual({ success: true, views: before + 1 });
  });

  it('an expired X-WP-Nonce answers rest_cookie_invalid_nonce (the client then refreshes and retries)', async () => {
    const { client, nonces } = await visitor();
    const before = stored(21);
    store.clock.shift = ttlSeconds * 1000 + 1000;
    const response = await ping(client, { postID: 21, wpnonce: nonces.wopb }, nonces.rest);
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('rest_cookie_invalid_nonce');
    expect(stored(21)).toBe(before);
    const fresh = await (await client.fetch('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
    const page = await (await client.fetch('/urun/akilli-saat-pro/')).text();
    const retry = await ping(
      client,
      { postID: 21, wpnonce: String(readGlobal(page, 'wopb_core').security) },
      fresh,
    );
    expect(retry.status).toBe(200);
    expect(stored(21)).toBe(before + 1);
  });

  it.each([
    ['a missing wpnonce', { postID: 21 }],
    ['a wrong wpnonce', { postID: 21, wpnonce: 'abc' }],
  ])('answers 403 rest_forbidden for %s and counts nothing', async (_name, body) => {
    const { client, nonces } = await visitor();
    const before = stored(21);
    const response = await ping(client, body, nonces.rest);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'rest_forbidden',
      message: 'Sorry, you are not allowed to do that.',
      data: { status: 403 },
    });
    expect(stored(21)).toBe(before);
  });

  it('an expired wpnonce is refused as well', async () => {
    const { client, nonces } = await visitor();
    store.clock.shift = ttlSeconds * 1000 + 1000;
    const response = await ping(client, { postID: 21, wpnonce: nonces.wopb });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('rest_forbidden');
  });

  it.each([
    ['no postID', {}],
    ['a postID that is not a number', { postID: 'saat' }],
    ['a post that is not a product', { postID: 200 }],
    ['a negative id', { postID: -21 }],
  ])('answers 400 rest_invalid_param for %s', async (_name, fields) => {
    const { client, nonces } = await visitor();
    const response = await ping(client, { wpnonce: nonces.wopb, ...fields }, nonces.rest);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('rest_invalid_param');
    expect(body.data.params).toEqual({ postID: 'postID is not a product.' });
  });

  it('answers only POST', async () => {
    const { client } = await visitor();
    const response = await client.fetch('/wp-json/wopb/views');
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe('rest_no_route');
  });
});
