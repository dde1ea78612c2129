import { beforeEach, describe, expect, it } from 'vitest';
import { createTestClient, readGlobal, serveForTests, type TestClient } from '../../../testing';

const store = serveForTests({ nonceTtlSeconds: 60 });
beforeEach(() => {
  store.clock.shift = 0;
});

async function visitor(path = '/filtre/') {
  const client = createTestClient(store.server.url);
  const page = await (await client.fetch(path)).text();
  return {
    client,
    page,
    rest: String(readGlobal(page, 'wpApiSettings').nonce),
    wopb: String(readGlobal(page, 'wopb_core').security),
  };
}

/** The payload as the block sends it (SPEC §7): post_id, block_name, product_filters, current_url, wpnonce. */
const payload = (wpnonce: string, filters: Record<string, unknown> = {}) => ({
  post_id: '1400',
  block_name: 'product-blocks_product-grid-1',
  product_filters: {
    search: '',
    price: { minPrice: 0, maxPrice: 100000 },
    status: [],
    rating: [],
    tax_relation: 'AND',
    product_taxonomy: [],
    sorting: '',
    ...filters,
  },
  current_url: '/filtre/',
  wpnonce,
});

function filter(client: TestClient, body: unknown, restNonce?: string): Promise<Response> {
  return client.fetch('/wp-json/wopb/product-filter?_locale=user', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(restNonce ? { 'X-WP-Nonce': restNonce } : {}) },
    body: JSON.stringify(body),
  });
}

const names = (html: string) =>
  [...html.matchAll(/class="wopb-block-title"><a [^>]*>(.*?)<\/a>/g)].map((m) => m[1] ?? '');
/** A term's id from the printed form, by its label. */
const termId = (page: string, label: string) =>
  page.match(new RegExp(`value="(\\d+)" data-label="${label}"`))?.[1];
async function content(response: Response): Promise<string> {
  const body = (await response.json()) as { blockList: { blockId: string; content: string }[] };
  expect(Object.keys(body)).toEqual(['blockList']);
  expect(body.blockList.map((b) => Object.keys(b))).toEqual([['blockId', 'content']]);
  expect(body.blockList[0]?.blockId).toBe('filtre-urunler');
  return body.blockList[0]?.content ?? '';
}

describe('/filtre/', () => {
  it('prints the filter block as the plugin does, the grid it targets, and the modal in the footer', async () => {
    const { page } = await visitor();
    expect(page).toContain(
      '<div class="wopb-product-wrapper wopb-filter-block wopb-filter-block-front-end  wopb-filter-toggle-initial-open" data-postid="1400" data-block-target="product-grid-1" data-current-url="/filtre/">',
    );
    for (const part of [
      '<div class="wopb-filter-remove-section"><div class="wopb-active-items"></div><span class="wopb-filter-remove-all">',
      '<input type="hidden" class="wopb-filter-slug" value="search"><div class="wopb-search-filter-body"><input type="text" class="wopb-filter-search-input"',
      '<input type="range" class="wopb-price-range-input wopb-min-range" min="0" max="',
      '<input type="hidden" class="wopb-filter-slug" value="product_taxonomy" data-taxonomy="product_cat" data-query="',
      'class="wopb-filter-extend-control wopb-filter-show-more" data-current-page="1" data-total-page="2"',
      '<input name="tax_relation" type="radio" class="wopb-filter-tax-relation" id="wopb_tax_relation_and" value="AND" checked>',
      '<input type="checkbox" class="wopb-status-input" id="status_instock" value="instock"/>',
      '<select name="sortBy" class="select wopb-filter-sorting-input">',
      '<div class="wopb-filter-modal"><div class="wopb-modal-overlay"></div><div class="wopb-filter-content"><div class="wopb-modal-header"><a class="wopb-modal-close">',
      '<div class="wp-block-product-blocks-product-grid-1 wopb-block-filtre-urunler ">',
    ])
      expect(page).toContain(part);
    expect(page.match(/class="wopb-block-item"/g)).toHaveLength(9);
    expect(page).toContain('class="wopb-pagination-wrap" data-paged="1" data-pages="7"');
  });

  it('renders the address’s filters: the form printed in that state, the grid filtered, page links carrying them', async () => {
    const { page } = await visitor('/filtre/?filtre-stok=outofstock&filtre-sirala=price_high');
    expect(page).toContain('id="status_outofstock" value="outofstock" checked/>');
    expect(page).toContain('<option value="price_high" selected>');
    const grid = page.slice(page.indexOf('wopb-block-filtre-urunler'));
    expect(names(grid).length).toBeGreaterThan(0);
    expect(grid).toContain('wopb-product-outofstock');
    expect(grid).not.toContain('wopb-product-instock');
    const { page: two } = await visitor('/filtre/?filtre-t-product_cat=999999');
    expect(two).toContain('Ürün bulunamadı.');
  });
});

describe('POST /wp-json/wopb/product-filter', () => {
  it('answers {blockList:[{blockId, content}]} with the grid’s main content for the filters', async () => {
    const { client, rest, wopb } = await visitor();
    const response = await filter(client, payload(wopb), rest);
    expect(response.status).toBe(200);
    const html = await content(response);
    expect(html.match(/class="wopb-block-item"/g)).toHaveLength(9);
    expect(html).toContain('<a href="/filtre/?paged-filtre-urunler=2">2</a>');
  });

  it('search is Turkish-aware (İ/i, I/ı) and the page links carry the filters', async () => {
    const { client, rest, wopb } = await visitor();
    const lower = names(await content(await filter(client, payload(wopb, { search: 'kahve' }), rest)));
    const upper = names(await content(await filter(client, payload(wopb, { search: 'KAHVE' }), rest)));
    expect(lower.length).toBeGreaterThan(0);
    expect(upper).toEqual(lower);
    for (const name of lower) expect(name.toLocaleLowerCase('tr')).toContain('kahve');
    const dotted = names(await content(await filter(client, payload(wopb, { search: 'İ' }), rest)));
    for (const name of dotted) expect(name.toLocaleLowerCase('tr')).toContain('i');
  });

  it('stock status, price, rating, sorting', async () => {
    const { client, rest, wopb } = await visitor();
    const out = await content(await filter(client, payload(wopb, { status: ['outofstock'] }), rest));
    expect(out).toContain('wopb-product-outofstock');
    expect(out).not.toContain('wopb-product-instock');
    const cheap = await content(
      await filter(
        client,
        payload(wopb, { price: { minPrice: 0, maxPrice: 100 }, sorting: 'price_high' }),
        rest,
      ),
    );
    const all = await content(await filter(client, payload(wopb), rest));
    expect(names(cheap).length).toBeLessThan(9);
    expect(names(cheap).length).toBeGreaterThan(0);
    expect(names(all)).not.toEqual(names(cheap));
    const rated = await content(await filter(client, payload(wopb, { rating: ['5'] }), rest));
    const none = await content(await filter(client, payload(wopb, { rating: ['1'] }), rest));
    expect(names(rated).length).toBeGreaterThan(0);
    expect(none).toContain('Ürün bulunamadı.');
    const low = names(await content(await filter(client, payload(wopb, { sorting: 'price_low' }), rest)));
    const high = names(await content(await filter(client, payload(wopb, { sorting: 'price_high' }), rest)));
    expect(low[0]).not.toBe(high[0]);
  });

  it('taxonomy terms joined by tax_relation: AND narrows, OR widens', async () => {
    const { client, rest, wopb, page } = await visitor();
    const giyim = termId(page, 'Giyim');
    const yeni = termId(page, 'Yeni');
    expect(giyim).toBeDefined();
    expect(yeni).toBeDefined();
    const terms = [
      { taxonomy: 'product_cat', term_ids: [giyim] },
      { taxonomy: 'product_tag', term_ids: [yeni] },
    ];
    const count = async (relation: string) => {
      const html = await content(
        await filter(client, payload(wopb, { product_taxonomy: terms, tax_relation: relation }), rest),
      );
      return (
        Number(html.match(/data-pages="(\d+)"/)?.[1] ?? 1) * 9 -
        (html.includes('wopb-pagination') ? 0 : 9 - names(html).length)
      );
    };
    expect(await count('OR')).toBeGreaterThan(await count('AND'));
  });

  it('a wrong or expired wpnonce: 403 rest_forbidden; without X-WP-Nonce the guest’s call still needs the wpnonce', async () => {
    const { client, rest, wopb } = await visitor();
    const refused = await filter(client, payload('bad'), rest);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('rest_forbidden');
    store.clock.shift = 3 * 60 * 1000;
    const expired = await filter(client, payload(wopb), rest);
    expect(expired.status).toBe(403);
  });

  it('another post or block: an empty list; a malformed product_filters is no filter', async () => {
    const { client, rest, wopb } = await visitor();
    const other = await filter(client, { ...payload(wopb), post_id: '15' }, rest);
    expect(await other.json()).toEqual({ blockList: [] });
    const junk = await filter(client, { ...payload(wopb), product_filters: 'x' }, rest);
    expect((await content(junk)).match(/class="wopb-block-item"/g)).toHaveLength(9);
  });
});

describe('wopb_show_more_filter_item', () => {
  const fields = (wpnonce: string, page = 2) =>
    new URLSearchParams({
      action: 'wopb_show_more_filter_item',
      'query[taxonomy]': 'product_cat',
      'query[limit]': '4',
      'attributes[viewTaxonomyLimit]': '4',
      taxonomy: 'product_cat',
      current_page: String(page),
      term_limit: '4',
      item_page: String(page),
      hiddenTermCount: '0',
      wpnonce,
    });

  it('answers the next page of terms as extended items, on wc-ajax and admin-ajax', async () => {
    const { client, wopb, page } = await visitor();
    const first = [...page.matchAll(/data-taxonomy="product_cat"[\s\S]*?<\/div><a/g)][0]?.[0] ?? '';
    const shown = first.match(/wopb-filter-tax-term-input/g)?.length ?? 0;
    expect(shown).toBe(4);
    for (const url of ['/?wc-ajax=wopb_show_more_filter_item', '/wp-admin/admin-ajax.php']) {
      const response = await client.fetch(url, { method: 'POST', body: fields(wopb) });
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain('class="wopb-filter-item wopb-filter-extended-item"');
      expect(html.match(/wopb-filter-tax-term-input/g)?.length).toBe(3);
    }
    const past = await client.fetch('/?wc-ajax=wopb_show_more_filter_item', {
      method: 'POST',
      body: fields(wopb, 9),
    });
    expect(await past.text()).toBe('');
  });

  it('a bad nonce answers an empty body, as the plugin’s callback that returns', async () => {
    const { client } = await visitor();
    const response = await client.fetch('/?wc-ajax=wopb_show_more_filter_item', {
      method: 'POST',
      body: fields('bad'),
    });
    expect(await response.text()).toBe('');
  });
});
