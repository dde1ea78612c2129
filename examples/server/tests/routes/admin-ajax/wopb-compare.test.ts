import { beforeEach, describe, expect, it } from 'vitest';
import { createTestClient, readGlobal, serveForTests, setCookies, type TestClient } from '../../../testing';

const ttlSeconds = 60;
const store = serveForTests({ nonceTtlSeconds: ttlSeconds });
beforeEach(() => {
  store.clock.shift = 0;
});

/** A visitor on the shop, with the page's `wopb_compare.security` nonce. */
async function visitor(): Promise<{ client: TestClient; nonce: string }> {
  const client = createTestClient(store.server.url);
  const page = await (await client.fetch('/magaza/')).text();
  return { client, nonce: String(readGlobal(page, 'wopb_compare').security) };
}

function compare(client: TestClient, fields: Record<string, string>): Promise<Response> {
  return client.fetch('/wp-admin/admin-ajax.php', {
    method: 'POST',
    body: new URLSearchParams({ action: 'wopb_compare', ...fields }),
  });
}

describe('admin-ajax wopb_compare', () => {
  it('adds (postid, type, added_action, wpnonce): the table with the product, count, demo_column, the 7-day cookie', async () => {
    const { client, nonce } = await visitor();
    const response = await compare(client, {
      postid: '32',
      type: 'add',
      added_action: 'popup',
      wpnonce: nonce,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    const reply = await response.json();
    expect(reply.success).toBe(true);
    expect(reply.data).toMatchObject({
      compare_count: 1,
      demo_column: 3,
      message: 'Karşılaştırmaya eklendi.',
    });
    expect(reply.data.html).toContain('class="wopb-compare-wrapper wopb-compare-layout-1"');
    expect(reply.data.html).toContain('<span class="wopb-header-title">Ürünleri karşılaştır</span>');
    expect(reply.data.html).toContain('class="wopb-compare-item wopb-compare-item-32"');
    expect(reply.data.html).toContain('data-action="remove" data-added-action="popup" data-postid="32"');
    // two demo columns keep the table three wide; the picker is there, hidden
    expect(reply.data.html.match(/<td class="wopb-demo-column image">/g)).toHaveLength(2);
    expect(reply.data.html).toContain('class="wopb-compare-product-list-modal wopb-d-none"');
    expect(reply.data.html).toContain('class="wopb-add-to-cart ajax_add_to_cart" data-postid="32"');
    const cookie = setCookies(response).get('wopb_compare') ?? '';
    expect(cookie).toMatch(/^wopb_compare=%5B%2232%22%5D; Path=\//);
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)?.[1] ?? '');
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(7);
    // the product page now prints its button active, and the count in the header
    const page = await (await client.fetch('/urun/hakiki-deri-cuzdan/')).text();
    expect(page).toMatch(
      /class="wopb-compare-btn wopb-compare-addon-btn wopb-compare-single-btn wopb-compare-active" data-action="add" data-added-action="popup" data-postid="32"/,
    );
    expect(page).toContain('<span class="wopb-compare-count">1</span>');
  });

  it('adding twice keeps one; remove and clear; nav_popup lists without changing', async () => {
    const { client, nonce } = await visitor();
    for (const id of ['32', '33', '32'])
      await compare(client, { postid: id, type: 'add', added_action: 'popup', wpnonce: nonce });
    let reply = await (
      await compare(client, { postid: '', type: 'nav_popup', added_action: 'nav_popup', wpnonce: nonce })
    ).json();
    expect(reply.data.compare_count).toBe(2);
    reply = await (
      await compare(client, { postid: '32', type: 'remove', added_action: 'popup', wpnonce: nonce })
    ).json();
    expect(reply.data).toMatchObject({ compare_count: 1, message: 'Karşılaştırmadan çıkarıldı.' });
    expect(reply.data.html).not.toContain('wopb-compare-item-32"');
    const cleared = await compare(client, {
      postid: '33',
      type: 'clear',
      added_action: 'popup',
      wpnonce: nonce,
    });
    reply = await cleared.json();
    expect(reply.data).toMatchObject({ compare_count: 0, message: 'Karşılaştırma listesi temizlendi.' });
    expect(reply.data.html).toContain('Karşılaştırma listesine ürün eklenmedi');
    expect(setCookies(cleared).get('wopb_compare')).toMatch(/^wopb_compare=%5B%5D;/);
  });

  it.each([
    ['sidebar', 'wopb-lets-compare-btn'],
    ['message', 'karşılaştırma listesine eklendi.'],
  ])('draws the %s layout', async (addedAction, shown) => {
    const { client, nonce } = await visitor();
    const reply = await (
      await compare(client, { postid: '33', type: 'add', added_action: addedAction, wpnonce: nonce })
    ).json();
    expect(reply.data.html).toContain(shown);
  });

  it('keeps each visitor’s list apart', async () => {
    const a = await visitor();
    const b = await visitor();
    await compare(a.client, { postid: '32', type: 'add', added_action: 'popup', wpnonce: a.nonce });
    const reply = await (
      await compare(b.client, { postid: '', type: 'nav_popup', added_action: 'nav_popup', wpnonce: b.nonce })
    ).json();
    expect(reply.data.compare_count).toBe(0);
  });

  it.each([
    ['a missing nonce', {}],
    ['a wrong nonce', { wpnonce: 'abc123' }],
  ])('answers -1 with 403 for %s and keeps nothing', async (_name, fields) => {
    const { client } = await visitor();
    const response = await compare(client, { postid: '32', type: 'add', added_action: 'popup', ...fields });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('-1');
  });

  it('answers -1 with 403 for an expired nonce; a fresh one from wopb_get_nonce goes through', async () => {
    const { client, nonce } = await visitor();
    store.clock.shift = ttlSeconds * 1000 + 1000;
    expect(
      (await compare(client, { postid: '32', type: 'add', added_action: 'popup', wpnonce: nonce })).status,
    ).toBe(403);
    const fresh = await (
      await client.fetch('/wp-admin/admin-ajax.php', {
        method: 'POST',
        body: new URLSearchParams({ action: 'wopb_get_nonce' }),
      })
    ).json();
    const response = await compare(client, {
      postid: '32',
      type: 'add',
      added_action: 'popup',
      wpnonce: fresh.data.nonce,
    });
    expect((await response.json()).data.compare_count).toBe(1);
  });

  it('refuses what is not a published product, and a call without a type', async () => {
    const { client, nonce } = await visitor();
    const bad = await compare(client, {
      postid: '999999',
      type: 'add',
      added_action: 'popup',
      wpnonce: nonce,
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ success: false, data: { message: 'Geçersiz ürün.' } });
    const none = await compare(client, { postid: '32', wpnonce: nonce });
    expect(await none.json()).toEqual({ success: false, data: 'Karşılaştırmaya eklenemedi.' });
  });
});
