import { beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, serveForTests } from '../../../testing';

const store = serveForTests();

const get = async (path: string) => {
  const response = await createTestClient(store.server.url).fetch(path);
  return { status: response.status, body: await response.text() };
};
const titles = (body: string) =>
  [...body.matchAll(/<h2 class="woocommerce-loop-product__title">([^<]*)<\/h2>/g)].map((m) => m[1] ?? '');
const loopItems = (body: string) =>
  [...body.matchAll(/<li class="([^"]*\bproduct type-product\b[^"]*)"/g)].map((m) => m[1]);
const bodyClass = (body: string) => /<body class="([^"]*)"/.exec(body)?.[1]?.split(' ') ?? [];

type Taxonomy = 'product_cat' | 'product_tag';
const archivePath = (taxonomy: Taxonomy, slug: string) =>
  taxonomy === 'product_cat' ? `/urun-kategori/${slug}/` : `/urun-etiketi/${slug}/`;

/** The store's own record of a term: its id and its published products' names. */
function term(taxonomy: Taxonomy, slug: string): { id: number; names: string[] } {
  const db = store.server.store.db;
  const { id } = db.prepare('SELECT id FROM terms WHERE taxonomy = ? AND slug = ?').get(taxonomy, slug) as {
    id: number;
  };
  const rows = db
    .prepare(`SELECT posts.title FROM term_relationships r JOIN posts ON posts.id = r.object_id
      WHERE r.term_id = ? AND posts.type = 'product' AND posts.status = 'publish'`)
    .all(id) as { title: string }[];
  return { id, names: rows.map((row) => row.title) };
}

/** The result count of page 1 of an archive of `total` products (8 a page). */
const firstPageCount = (total: number) =>
  total === 1
    ? 'Tek sonuç gösteriliyor'
    : total <= 8
      ? `${total} sonucun tümü gösteriliyor`
      : `${total} sonuçtan 1&ndash;8 arası gösteriliyor`;

/** The start of the body tag of a term's archive: WordPress's and WooCommerce's classes. */
const archiveBodyClass = (taxonomy: Taxonomy, slug: string) =>
  `<body class="archive tax-${taxonomy} term-${slug} term-${term(taxonomy, slug).id} woocommerce woocommerce-page `;

/** Every page of an archive, following its "next" link from `path`. */
async function allPages(path: string): Promise<string[]> {
  const names: string[] = [];
  let next: string | undefined = path;
  while (next) {
    const { status, body } = await get(next);
    expect(status).toBe(200);
    names.push(...titles(body));
    next = /<a class="next page-numbers" href="([^"]*)">/.exec(body)?.[1]?.replaceAll('&amp;', '&');
  }
  return names;
}

beforeAll(() => {
  const db = store.server.store.db;
  // Tags of known contents: one every product carries (so its archive has pages to turn), four
  // products at fixed prices, a single product, none.
  const insertTerm = db.prepare("INSERT INTO terms (taxonomy, slug, name) VALUES ('product_tag', ?, ?)");
  const everything = Number(insertTerm.run('hepsi', 'Hepsi').lastInsertRowid);
  const single = Number(insertTerm.run('tek', 'Tek').lastInsertRowid);
  const four = Number(insertTerm.run('dortlu', 'Dörtlü').lastInsertRowid);
  insertTerm.run('bos', 'Boş');
  db.prepare(
    `INSERT INTO term_relationships (object_id, term_id)
     SELECT id, ? FROM posts WHERE type = 'product' AND status = 'publish'`,
  ).run(everything);
  db.prepare(
    `INSERT INTO term_relationships (object_id, term_id)
     SELECT id, ? FROM posts WHERE slug IN ('robot-supurge', 'el-yapimi-seramik-kupa', 'zeytin-agaci-kesme-tahtasi', 'hakiki-deri-cuzdan')`,
  ).run(four);
  db.prepare(
    "INSERT INTO term_relationships (object_id, term_id) SELECT id, ? FROM posts WHERE slug = 'celik-termos'",
  ).run(single);
});

describe('product category and tag archives (/urun-kategori/<slug>/, /urun-etiketi/<slug>/)', () => {
  it('every category and tag a product page links to answers with that term’s archive', async () => {
    const product = await get('/urun/celik-termos/');
    const links = [
      ...product.body.matchAll(
        /<a href="[^"]*?(\/urun-(?:kategori|etiketi)\/[^"]+)" rel="tag">([^<]*)<\/a>/g,
      ),
    ];
    // Its seeded terms (and this file's own tags, which every product page links to as well).
    expect(links.map((m) => m[1])).toEqual(
      expect.arrayContaining([
        '/urun-kategori/mutfak/',
        '/urun-kategori/spor-outdoor/',
        '/urun-etiketi/kampanya/',
      ]),
    );
    for (const [, href, name] of links) {
      const archive = await get(href as string);
      expect(archive.status).toBe(200);
      expect(archive.body).toContain(
        `<h1 class="woocommerce-products-header__title page-title">${name}</h1>`,
      );
    }
  });

  it('serves each of the 7 categories and 5 tags with its own products only', async () => {
    const terms = store.server.store.db
      .prepare(
        "SELECT taxonomy, slug FROM terms WHERE taxonomy IN ('product_cat', 'product_tag') AND slug NOT IN ('hepsi', 'dortlu', 'tek', 'bos')",
      )
      .all() as { taxonomy: Taxonomy; slug: string }[];
    expect(terms.filter((t) => t.taxonomy === 'product_cat')).toHaveLength(7);
    expect(terms.filter((t) => t.taxonomy === 'product_tag')).toHaveLength(5);
    for (const { taxonomy, slug } of terms) {
      const names = await allPages(archivePath(taxonomy, slug));
      expect(names.length, slug).toBeGreaterThan(0);
      expect([...names].sort(), slug).toEqual([...term(taxonomy, slug).names].sort());
    }
  });

  it('prints the classic category archive: body classes, header with the description, count, ordering, loop', async () => {
    const { status, body } = await get('/urun-kategori/mutfak/');
    const { names } = term('product_cat', 'mutfak');
    expect(status).toBe(200);
    expect(body).toContain(archiveBodyClass('product_cat', 'mutfak'));
    expect(bodyClass(body)).not.toContain('woocommerce-shop');
    expect(bodyClass(body)).not.toContain('paged');
    expect(body).toContain('<title>Mutfak &#8211; ');
    expect(body).toContain(
      '<header class="woocommerce-products-header"><h1 class="woocommerce-products-header__title page-title">Mutfak</h1><div class="term-description"><p>Kahveden sofraya, mutfağın her işi için.</p></div></header>',
    );
    expect(body).toContain(
      `<p class="woocommerce-result-count" role="alert" aria-relevant="all" >${firstPageCount(names.length)}</p>`,
    );
    expect(body).toMatch(
      /<form class="woocommerce-ordering" method="get">\s*<select name="orderby" class="orderby"/,
    );
    expect(body).toContain('<input type="hidden" name="paged" value="1" />');
    expect(body).toContain('<ul class="products columns-4">');
    for (const classes of loopItems(body)) expect(classes).toContain('product_cat-mutfak');
    expect(loopItems(body)).toHaveLength(Math.min(8, names.length));
    expect(body.includes('class="woocommerce-pagination"')).toBe(names.length > 8);
    // The shop page's own extras stay on the shop page.
    expect(body).not.toContain('wopb-product-slider-block');
  });

  it('prints a tag archive with tax-product_tag and the tag’s products', async () => {
    const { status, body } = await get('/urun-etiketi/kampanya/');
    expect(status).toBe(200);
    expect(body).toContain(archiveBodyClass('product_tag', 'kampanya'));
    expect(body).toContain('page-title">Kampanya</h1><div class="term-description"><p>Kampanya süresince');
    for (const classes of loopItems(body)) expect(classes).toContain('product_tag-kampanya');
  });

  it('sorts with the ordering form and keeps the order in the page links', async () => {
    const byMenuOrder = [
      'Akıllı Robot Süpürge',
      'El Yapımı Seramik Kupa',
      'Zeytin Ağacı Kesme Tahtası',
      'Hakiki Deri Cüzdan',
    ];
    const byPrice = [
      'El Yapımı Seramik Kupa',
      'Zeytin Ağacı Kesme Tahtası',
      'Hakiki Deri Cüzdan',
      'Akıllı Robot Süpürge',
    ];
    const up = await get('/urun-etiketi/dortlu/?orderby=price');
    expect(up.body).toContain('<option value="price" selected=\'selected\'>');
    expect(up.body).toContain('data-is-sorted-by="true"');
    expect(titles(up.body)).toEqual(byPrice);
    expect(titles((await get('/urun-etiketi/dortlu/?orderby=price-desc')).body)).toEqual(
      [...byPrice].reverse(),
    );
    const unsorted = await get('/urun-etiketi/dortlu/');
    expect(titles(unsorted.body)).toEqual(byMenuOrder);
    expect(unsorted.body).not.toContain('data-is-sorted-by');

    const paged = await get('/urun-etiketi/hepsi/?orderby=price');
    expect(paged.body).toContain('href="/urun-etiketi/hepsi/page/2/?orderby=price"');
    const upAll = await allPages('/urun-etiketi/hepsi/?orderby=price');
    const downAll = await allPages('/urun-etiketi/hepsi/?orderby=price-desc');
    expect(upAll).toHaveLength(term('product_tag', 'hepsi').names.length);
    expect(downAll[0]).toBe(upAll.at(-1));
    expect(titles((await get('/urun-kategori/mutfak/?orderby=bogus')).body)).toEqual(
      titles((await get('/urun-kategori/mutfak/')).body),
    );
  });

  it('pages 8 products at a time at /page/N/, each product once, and 404s past the last', async () => {
    const { names } = term('product_tag', 'hepsi');
    const pages = Math.ceil(names.length / 8);
    expect(pages).toBeGreaterThan(1);
    const one = await get('/urun-etiketi/hepsi/');
    expect(titles(one.body)).toHaveLength(8);
    expect(one.body).toContain(`${names.length} sonuçtan 1&ndash;8 arası gösteriliyor`);
    expect(one.body).toContain(
      '<nav class="woocommerce-pagination" aria-label="Ürün sayfaları"><ul class=\'page-numbers\'><li><span aria-current="page" class="page-numbers current">1</span></li><li><a class="page-numbers" href="/urun-etiketi/hepsi/page/2/">2</a></li>',
    );
    expect(one.body).toContain('<a class="next page-numbers" href="/urun-etiketi/hepsi/page/2/">&rarr;</a>');

    const two = await get('/urun-etiketi/hepsi/page/2/');
    expect(two.status).toBe(200);
    expect(bodyClass(two.body)).toEqual(
      expect.arrayContaining(['tax-product_tag', 'term-hepsi', 'paged', 'paged-2']),
    );
    expect(two.body).toContain('<title>Hepsi – Sayfa 2 &#8211; ');
    expect(two.body).toContain(
      `${names.length} sonuçtan 9&ndash;${Math.min(16, names.length)} arası gösteriliyor`,
    );
    expect(two.body).toContain('<a class="prev page-numbers" href="/urun-etiketi/hepsi/">&larr;</a>');

    const all = await allPages('/urun-etiketi/hepsi/');
    expect([...all].sort()).toEqual([...names].sort());
    // The ordering form's paged=1 brings a later page back to page 1.
    expect(titles((await get('/urun-etiketi/hepsi/page/2/?orderby=date&paged=1')).body)).toEqual(
      titles((await get('/urun-etiketi/hepsi/?orderby=date')).body),
    );
    expect((await get(`/urun-etiketi/hepsi/page/${pages + 1}/`)).status).toBe(404);
    expect((await get('/urun-etiketi/dortlu/page/2/')).status).toBe(404);
    expect((await get('/urun-kategori/mutfak/page/0/')).status).toBe(404);
  });

  it('a category description shows on page 1 only', async () => {
    await store.server.store.db
      .prepare(
        "UPDATE terms SET description = 'Her şey burada.' WHERE taxonomy = 'product_tag' AND slug = 'hepsi'",
      )
      .run();
    expect((await get('/urun-etiketi/hepsi/')).body).toContain(
      '<div class="term-description"><p>Her şey burada.</p></div>',
    );
    expect((await get('/urun-etiketi/hepsi/page/2/')).body).not.toContain('term-description');
  });

  it('says “Tek sonuç” for one product, and prints WooCommerce’s notice for a term without products', async () => {
    const single = await get('/urun-etiketi/tek/');
    expect(single.body).toContain(
      '<p class="woocommerce-result-count" role="alert" aria-relevant="all" >Tek sonuç gösteriliyor</p>',
    );
    expect(titles(single.body)).toEqual(['Paslanmaz Çelik Termos 500 ml']);
    const empty = await get('/urun-etiketi/bos/');
    expect(empty.status).toBe(200);
    expect(empty.body).toContain('page-title">Boş</h1></header>');
    expect(empty.body).toMatch(
      /<div class="woocommerce-no-products-found">\s*<div class="woocommerce-info" role="status">Seçiminize uygun ürün bulunamadı.<\/div>\s*<\/div>/,
    );
    expect(empty.body).not.toContain('woocommerce-ordering');
    expect(titles(empty.body)).toEqual([]);
  });

  it('answers an unknown slug, or a slug of the other taxonomy, with the 404 page', async () => {
    for (const path of [
      '/urun-kategori/yok-boyle/',
      '/urun-etiketi/yok-boyle/',
      '/urun-etiketi/mutfak/',
      '/urun-kategori/kampanya/',
      '/urun-kategori/yok-boyle/page/2/',
    ]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body, path).toMatch(/<body class="error404 /);
    }
  });
});
