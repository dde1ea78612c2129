import { beforeEach, describe, expect, it } from 'vitest';
import { quickviewNeighbours } from '../../../render';
import { createTestClient, postWcAjax, readGlobal, serveForTests, type TestClient } from '../../../testing';

const store = serveForTests({ nonceTtlSeconds: 60 });
beforeEach(() => {
  store.clock.shift = 0;
});

async function visitor(): Promise<{ client: TestClient; nonce: string; url: string }> {
  const client = createTestClient(store.server.url);
  const page = await (await client.fetch('/')).text();
  const core = readGlobal(page, 'wopb_core');
  return {
    client,
    nonce: String(readGlobal(page, 'wopb_quickview').security),
    url: String(core.ajax_quick_view),
  };
}

const quickview = (client: TestClient, fields: Record<string, string>) =>
  postWcAjax(client, 'wopb_quickview', { action: 'wopb_quickview', ...fields });

describe('wc-ajax wopb_quickview', () => {
  it('is the address wopb_core prints and answers the modal for a simple product', async () => {
    const { client, nonce, url } = await visitor();
    expect(url).toBe('/?wc-ajax=wopb_quickview');
    const response = await quickview(client, { postid: '32', postList: '20,32,25', wpnonce: nonce });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const body = await response.text();
    expect(body).toMatch(/^<div class="wopb-modal-header"><a class="wopb-modal-close">/);
    expect(body).toContain('class="wopb-modal-body"');
    expect(body).toContain('data-product_id="32"');
    expect(body).toContain('data-modal_close_after_cart="no"');
    expect(body).toContain('<div class="woocommerce-message wopb-d-none" role="alert"></div>');
    expect(body).toContain('<h1 class="product_title entry-title">Hakiki Deri Cüzdan</h1>');
    expect(body).toContain('<p class="price">');
    expect(body).toContain('<span class="wopb-product-in-stock">Stokta var</span>');
    // the product page's own form, then buy now to the checkout
    expect(body).toMatch(/<form class="cart" action="[^"]*\/urun\/[^"]+\/" method="post"/);
    expect(body).toContain('<button type="submit" name="add-to-cart" value="32"');
    expect(body).toMatch(
      /class="wopb-quickview-buy-btn single_add_to_cart_button button alt"\s+value="32"\s+data-cart_type="buy_now"\s+data-redirect="[^"]*\/odeme\/"/,
    );
    expect(body).toContain('Hemen al');
    expect(body).toContain('class="wopb-product-details"');
    // zoom: the outer / inner frame before the gallery
    expect(body).toContain(
      '<div class="wopb-zoom-image-outer wopb-zoom-1"><div class="wopb-zoom-image-inner"><img alt=""></div></div>',
    );
    expect(body).toContain('class="wopb-main-image"');
    // no size chart, no product gallery wrapper in the modal
    expect(body).not.toContain('woocommerce-product-gallery');
  });

  it('prints the navigation with the loop neighbours (titles and ids), no wrapping at the ends', async () => {
    const { client, nonce } = await visitor();
    const middle = await (
      await quickview(client, { postid: '32', postList: '20,32,25', wpnonce: nonce })
    ).text();
    expect(middle).toContain('<div class="wopb-quick-view-navigation wopb-d-none">');
    expect(middle).toMatch(
      /<div class="wopb-nav-arrow wopb-quick-view-previous" data-list="20,32,25" data-postid="20" data-modal-loader="loader_1">/,
    );
    expect(middle).toMatch(/wopb-quick-view-next" data-list="20,32,25" data-postid="25"/);
    expect(middle).toContain('<span class="wopb-nav-title">Pamuklu Basic Tişört</span>');
    const first = await (
      await quickview(client, { postid: '20', postList: '20,32,25', wpnonce: nonce })
    ).text();
    expect(first).not.toContain('wopb-quick-view-previous');
    expect(first).toMatch(/wopb-quick-view-next" data-list="20,32,25" data-postid="32"/);
    const last = await (
      await quickview(client, { postid: '25', postList: '20,32,25', wpnonce: nonce })
    ).text();
    expect(last).toContain('wopb-quick-view-previous');
    expect(last).not.toContain('wopb-quick-view-next');
    const alone = await (await quickview(client, { postid: '32', wpnonce: nonce })).text();
    expect(alone).not.toContain('wopb-quick-view-navigation');
  });

  it('a variable product gets its variations form, the slider of its pictures and its thumbnails', async () => {
    const { client, nonce } = await visitor();
    const body = await (await quickview(client, { postid: '25', postList: '25', wpnonce: nonce })).text();
    expect(body).toContain('wopb-quick-view-content  wopb-variable-product');
    expect(body).toMatch(
      /<form class="variations_form cart" [^>]*data-product_id="25" data-product_variations="\[/,
    );
    expect(body).toContain('name="attribute_pa_renk"');
    expect(body).toContain('<input type="hidden" name="variation_id" class="variation_id" value="0" />');
    expect(body).toContain('<div class="wopb-quick-slider" data-arrow="1" data-dots="">');
    expect(body).toContain('<div class="wopb-quick-slider-nav wopb-bottom" data-arrow="true" data-collg="4"');
    expect((body.match(/class="wopb-main-image"/g) ?? []).length).toBeGreaterThan(1);
  });

  it('an out-of-stock product says so and prints no form', async () => {
    const { client, nonce } = await visitor();
    const body = await (await quickview(client, { postid: '29', wpnonce: nonce })).text();
    expect(body).toContain('<span class="wopb-product-out-stock">Stokta yok</span>');
    expect(body).not.toContain('<form');
    expect(body).not.toContain('wopb-quickview-buy-btn');
  });

  it.each([
    ['a missing nonce', {}],
    ['a wrong nonce', { wpnonce: 'nope' }],
  ])('%s answers an empty 200 (the plugin returns without a word)', async (_, nonceField) => {
    const { client } = await visitor();
    const response = await quickview(client, { postid: '32', ...nonceField });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('an expired nonce is refused; a fresh one from wopb_get_nonce is taken', async () => {
    const { client, nonce } = await visitor();
    store.clock.shift = 3 * 60 * 1000;
    expect(await (await quickview(client, { postid: '32', wpnonce: nonce })).text()).toBe('');
    const fresh = (await (
      await client.fetch('/wp-admin/admin-ajax.php', {
        method: 'POST',
        body: new URLSearchParams({ action: 'wopb_get_nonce' }),
      })
    ).json()) as { data: { nonce: string } };
    expect(await (await quickview(client, { postid: '32', wpnonce: fresh.data.nonce })).text()).toContain(
      'data-product_id="32"',
    );
  });

  it('an id that is no product answers an empty 404', async () => {
    const { client, nonce } = await visitor();
    const response = await quickview(client, { postid: '999999', wpnonce: nonce });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });
});

describe('quickviewNeighbours (quick_view_navigation)', () => {
  it.each([
    ['2', '1,2,3', { previous: '1', next: '3' }],
    ['1', '1,2,3', { next: '2' }],
    ['3', '1,2,3', { previous: '2' }],
    ['1', '1', {}],
    ['9', '1,2,3', { next: '2' }],
  ])('%s in %s', (id, list, expected) => {
    expect(quickviewNeighbours(id, list)).toEqual(expected);
  });
});
