import { beforeEach, describe, expect, it } from 'vitest';
import { createTestClient, readGlobal, serveForTests, type TestClient } from '../../../testing';

const ttlSeconds = 60;
const store = serveForTests({ nonceTtlSeconds: ttlSeconds });
beforeEach(() => {
  store.clock.shift = 0;
});

/** A visitor on a product page, with the page's `wopb_core.security` nonce. */
async function visitor(
  slug = 'pamuklu-basic-tisort',
): Promise<{ client: TestClient; nonce: string; page: string }> {
  const client = createTestClient(store.server.url);
  const page = await (await client.fetch(`/urun/${slug}/`)).text();
  return { client, nonce: String(readGlobal(page, 'wopb_core').security), page };
}

function share(client: TestClient, fields: Record<string, string>): Promise<Response> {
  return client.fetch('/wp-admin/admin-ajax.php', {
    method: 'POST',
    body: new URLSearchParams({ action: 'wopb_share_count', ...fields }),
  });
}

const storedCount = (postId: number): number =>
  (
    store.server.store.db.prepare('SELECT count FROM share_counts WHERE post_id = ?').get(postId) as
      | { count: number }
      | undefined
  )?.count ?? 0;

describe('admin-ajax wopb_share_count', () => {
  it('counts one share in the database and answers {success, data: {success, count}}', async () => {
    const { client, nonce, page } = await visitor();
    const before = storedCount(25);
    expect(page).toContain(`<span class="wopb-share-count">${before}</span>`);
    expect(page).toContain(`postId="25" count="${before}"`);
    const response = await share(client, { shareCount: String(before), postId: '25', wpnonce: nonce });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(await response.json()).toEqual({ success: true, data: { success: true, count: before + 1 } });
    expect(storedCount(25)).toBe(before + 1);
    const again = await (await client.fetch('/urun/pamuklu-basic-tisort/')).text();
    expect(again).toContain(`<span class="wopb-share-count">${before + 1}</span>`);
  });

  it('keeps its own counter: the shareCount the page sends cannot set the total', async () => {
    const { client, nonce } = await visitor();
    const before = storedCount(32);
    const reply = await (await share(client, { shareCount: '9999', postId: '32', wpnonce: nonce })).json();
    expect(reply.data.count).toBe(before + 1);
  });

  it.each([
    ['a missing nonce', {}],
    ['a wrong nonce', { wpnonce: 'abc123' }],
  ])('answers -1 with 403 for %s and counts nothing', async (_name, fields) => {
    const { client } = await visitor();
    const before = storedCount(25);
    const response = await share(client, { shareCount: '0', postId: '25', ...fields });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('-1');
    expect(storedCount(25)).toBe(before);
  });

  it('answers -1 with 403 for an expired nonce', async () => {
    const { client, nonce } = await visitor();
    store.clock.shift = ttlSeconds * 1000 + 1000;
    const response = await share(client, { shareCount: '0', postId: '25', wpnonce: nonce });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('-1');
  });

  it("rejects another visitor's nonce", async () => {
    const { nonce } = await visitor();
    const other = createTestClient(store.server.url);
    await other.fetch('/');
    expect((await share(other, { postId: '25', wpnonce: nonce })).status).toBe(403);
  });

  it.each([
    ['no postId', {}],
    ['a postId that is not a number', { postId: 'tişört' }],
    ['a post that is not a product', { postId: '200' }],
    ['an unknown id', { postId: '99999' }],
  ])('answers {success: false} with 400 for %s', async (_name, fields) => {
    const { client, nonce } = await visitor();
    const response = await share(client, { shareCount: '1', wpnonce: nonce, ...fields });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, data: { message: 'Geçersiz ürün.' } });
  });
});
