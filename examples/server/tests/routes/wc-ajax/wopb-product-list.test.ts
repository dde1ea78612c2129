import { describe, expect, it } from 'vitest';
import { createTestClient, postWcAjax, readGlobal, serveForTests, type TestClient } from '../../../testing';

const store = serveForTests();

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

describe('wc-ajax wopb_product_list', () => {
  const names = (html: string) =>
    [...html.matchAll(/<div class="wopb-compare-product-name">([^<]*)<\/div>/g)].map((m) => m[1]);

  it('lists up to 10 products (empty search) without those compared; Turkish-aware search', async () => {
    const { client, nonce } = await visitor();
    await compare(client, { postid: '32', type: 'add', added_action: 'popup', wpnonce: nonce });
    const all = await (
      await postWcAjax(client, 'wopb_product_list', {
        action: 'wopb_product_list',
        search: '',
        wpnonce: nonce,
      })
    ).json();
    expect(all.success).toBe(true);
    expect(names(all.data.html).length).toBeGreaterThan(0);
    expect(names(all.data.html).length).toBeLessThanOrEqual(10);
    expect(all.data.html).not.toContain('wopb-compare-item-32"');
    expect(all.data.html).toContain('data-action="add" data-added-action="product_list"');
    // "DERİ" finds "deri" (İ → i), the compared wallet left out
    const deri = await (
      await postWcAjax(client, 'wopb_product_list', {
        action: 'wopb_product_list',
        search: 'DERİ',
        wpnonce: nonce,
      })
    ).json();
    expect(names(deri.data.html)).toContain('El Blenderi');
    expect(names(deri.data.html)).not.toContain('Hakiki Deri Cüzdan');
    // "AKILLI" finds "Akıllı" (I → ı)
    const akilli = await (
      await postWcAjax(client, 'wopb_product_list', {
        action: 'wopb_product_list',
        search: 'AKILLI',
        wpnonce: nonce,
      })
    ).json();
    expect(names(akilli.data.html)).toEqual(expect.arrayContaining(['Akıllı Saat Pro']));
    const none = await (
      await postWcAjax(client, 'wopb_product_list', {
        action: 'wopb_product_list',
        search: "x' OR 1=1 --",
        wpnonce: nonce,
      })
    ).json();
    expect(none).toEqual({ success: true, data: { html: '' } });
  });

  it('answers -1 with 403 for a bad nonce', async () => {
    const { client } = await visitor();
    const response = await postWcAjax(client, 'wopb_product_list', {
      action: 'wopb_product_list',
      search: '',
      wpnonce: 'x',
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('-1');
  });
});
