import { describe, expect, it } from 'vitest';
import { createTestClient, serveForTests } from '../../../testing';

const store = serveForTests();

const get = async (path: string) => {
  const response = await createTestClient(store.server.url).fetch(path);
  return { status: response.status, body: await response.text() };
};
const titles = (body: string) =>
  [...body.matchAll(/<h2 class="woocommerce-loop-product__title">([^<]*)<\/h2>/g)].map((m) => m[1]);

describe('the search results page (/?s=…&product_cat=…)', () => {
  it("prints WooCommerce's product search archive: title, body classes, result count, loop", async () => {
    const { status, body } = await get('/?s=AKILLI');
    expect(status).toBe(200);
    expect(body).toContain('<body class="search search-results post-type-archive post-type-archive-product');
    expect(body).toContain(
      '<h1 class="woocommerce-products-header__title page-title">Arama sonuçları: “AKILLI”</h1>',
    );
    expect(titles(body)).toEqual(expect.arrayContaining(['Akıllı Saat Pro', 'Akıllı Robot Süpürge']));
    expect(body).toMatch(/<p class="woocommerce-result-count"[^>]*>\d+ sonucun tümü gösteriliyor<\/p>/);
    expect(body).toContain('<input type="hidden" name="s" value="AKILLI" />');
  });

  it('matches Turkish case (TİŞÖRT finds Tişört) and narrows to product_cat', async () => {
    expect(titles((await get('/?s=T%C4%B0%C5%9E%C3%96RT&post_type=product')).body)).toContain(
      'Pamuklu Basic Tişört',
    );
    const inClothes = titles((await get('/?s=ak%C4%B1ll%C4%B1&product_cat=giyim')).body);
    expect(inClothes).toEqual([]);
    const inElectronics = titles((await get('/?s=ak%C4%B1ll%C4%B1&product_cat=elektronik')).body);
    expect(inElectronics).toContain('Akıllı Saat Pro');
  });

  it("prints WooCommerce's no-products notice and search-no-results when nothing matches", async () => {
    const { status, body } = await get('/?s=zzzqqq');
    expect(status).toBe(200);
    expect(body).toContain('<body class="search search-no-results');
    expect(body).toContain(
      '<div class="woocommerce-info" role="status">Seçiminize uygun ürün bulunamadı.</div>',
    );
    expect(titles(body)).toEqual([]);
  });

  it('prints the search block with the text and category kept', async () => {
    const { body } = await get('/?s=kahve&product_cat=mutfak');
    expect(body).toContain(
      '<input type="text" class="wopb-search-input" placeholder="Ürün ara…" value="kahve" />',
    );
    expect(body).toMatch(/<span value="mutfak" class="wopb-selected-text">\s*Mutfak\s*<\/span>/);
  });

  it('pages with &paged=N and keeps the query in the links; past the last page is a 404', async () => {
    const first = await get('/?s=a');
    const pages = [...first.body.matchAll(/class="page-numbers" href="([^"]+)"/g)].map((m) => m[1]);
    expect(pages[0]).toBe('/?s=a&amp;paged=2');
    const second = await get('/?s=a&paged=2');
    expect(second.status).toBe(200);
    expect(titles(second.body).length).toBeGreaterThan(0);
    expect((await get('/?s=a&paged=99')).status).toBe(404);
  });
});

describe('the product search block on /magaza/', () => {
  it("is printed as Product_Search::content prints it, with the shop's categories", async () => {
    const { body } = await get('/magaza/');
    expect(body).toMatch(
      /<div class="wp-block-product-blocks-product-search wopb-block-magaza-arama "><div class="wopb-block-wrapper wopb-front-block-wrapper wopb-product-search-block " data-blockid="magaza-arama" data-postid = "0" data-blockname="product-blocks_product-search"><div class="wopb-search-section"><form action="javascript:" data-redirect="http:\/\/127\.0\.0\.1:\d+\/"><div class="wopb-input-section"><input type="text" class="wopb-search-input" placeholder="Ürün ara…" \/><span class="dashicons dashicons-no-alt wopb-clear wopb-d-none"><\/span><span class="wopb-loader-container"><\/span><\/div>/,
    );
    expect(body).toContain('<li value="">Tüm kategoriler</li>');
    expect(body).toContain('<li value="elektronik">Elektronik</li>');
    expect(body).toContain('<div class="wopb-search-result wopb-d-none wopb-layout-1"></div>');
  });
});
