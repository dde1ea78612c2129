import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../../start-server';
import { createTestClient } from '../../../testing';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: 0, dbPath: ':memory:', quiet: true, embedDir: '/nonexistent' });
});
afterAll(async () => {
  await server.close();
});

const get = async (path: string) => {
  const response = await createTestClient(server.url).fetch(path);
  return { status: response.status, body: await response.text() };
};
const titles = (body: string) =>
  [...body.matchAll(/<h2 class="woocommerce-loop-product__title">([^<]*)<\/h2>/g)].map((m) => m[1]);

describe('/magaza/ (the shop archive)', () => {
  it('prints the result count, the sort form, the classic loop and the pagination', async () => {
    const { status, body } = await get('/magaza/');
    expect(status).toBe(200);
    expect(body).toContain(
      '<body class="archive post-type-archive post-type-archive-product woocommerce-shop',
    );
    expect(body).toContain(
      '<p class="woocommerce-result-count" role="alert" aria-relevant="all" >63 sonuçtan 1&ndash;8 arası gösteriliyor</p>',
    );
    expect(body).toMatch(
      /<form class="woocommerce-ordering" method="get">\s*<select name="orderby" class="orderby"/,
    );
    expect(body).toContain('<option value="menu_order" selected=\'selected\'>Varsayılan sıralama</option>');
    expect(body).toContain('<input type="hidden" name="paged" value="1" />');
    expect(titles(body)).toHaveLength(8);
    expect(body).toContain('<a class="page-numbers" href="/magaza/page/2/">2</a>');
    expect(body).toContain('class="button product_type_simple add_to_cart_button ajax_add_to_cart"');
    // The product-blocks slider block with the cart area the view-cart link replaces.
    expect(body).toContain('wopb-product-slider-block');
    expect(body).toContain('class="wopb-product-cart wopb-view-cart wopb-d-none"');
  });

  it('sorts by price both ways and keeps the order in the page links', async () => {
    const up = await get('/magaza/?orderby=price');
    const down = await get('/magaza/?orderby=price-desc');
    expect(up.body).toContain('<option value="price" selected=\'selected\'>');
    expect(up.body).toContain('data-is-sorted-by="true"');
    expect(up.body).toContain('href="/magaza/page/2/?orderby=price"');
    // The whole catalogue (63 products since migration 011), eight pages each way.
    const upAll = [...titles(up.body)];
    const downAll = [...titles(down.body)];
    for (let page = 2; page <= 8; page += 1) {
      upAll.push(...titles((await get(`/magaza/page/${page}/?orderby=price`)).body));
      downAll.push(...titles((await get(`/magaza/page/${page}/?orderby=price-desc`)).body));
    }
    expect(upAll).toHaveLength(63);
    expect(downAll[0]).toBe(upAll.at(-1));
    expect(upAll[0]).not.toBe(downAll[0]);
  });

  it('the last page holds the rest; the form’s paged=1 goes back to page 1; past the end is a 404', async () => {
    const two = await get('/magaza/page/2/');
    expect(titles(two.body)).toHaveLength(8);
    expect(two.body).toContain('63 sonuçtan 9&ndash;16 arası gösteriliyor');
    const last = await get('/magaza/page/8/');
    expect(titles(last.body)).toHaveLength(7);
    expect(last.body).toContain('63 sonuçtan 57&ndash;63 arası gösteriliyor');
    expect(titles((await get('/magaza/page/2/?orderby=date&paged=1')).body)).toHaveLength(8);
    expect((await get('/magaza/page/9/')).status).toBe(404);
    expect(titles((await get('/magaza/?orderby=bogus')).body)).toEqual(titles((await get('/magaza/')).body));
  });
});
