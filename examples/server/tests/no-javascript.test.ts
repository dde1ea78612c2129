import { describe, expect, it } from 'vitest';
import { createTestClient, serveForTests } from '../testing';

/**
 * The server's fallbacks for a visitor without JavaScript, or one quicker than the islands
 * (issue 19): a variable product's form posted with `variation_id=0`, and the block links printed
 * before an island takes them over.
 */
const store = serveForTests();

describe('a variable product added from its form without a variation id', () => {
  /** The product form as the browser posts it without JavaScript: the hidden variation_id is 0. */
  const postForm = async (choice: Record<string, string>, slug = 'pamuklu-basic-tisort', id = '25') => {
    const client = createTestClient(store.server.url);
    const posted = await client.fetch(`/urun/${slug}/`, {
      method: 'POST',
      body: new URLSearchParams({
        quantity: '1',
        ...choice,
        'add-to-cart': id,
        product_id: id,
        variation_id: '0',
      }),
    });
    expect(posted.status).toBe(303);
    const page = await (await client.fetch(`/urun/${slug}/`)).text();
    const cart = await (await client.fetch('/sepet/')).text();
    return { page, cart };
  };

  it('finds the variation the chosen attributes name and adds it with them', async () => {
    const { page, cart } = await postForm({ attribute_pa_renk: 'kirmizi', attribute_pa_beden: 'm' });
    expect(page).toContain('“Pamuklu Basic Tişört” sepetinize eklendi.');
    expect(page).toContain('<span class="count">1 ürün</span>');
    expect(cart).toContain('Pamuklu Basic Tişört - Kırmızı, M');
    expect(cart).toContain('/urun/pamuklu-basic-tisort/?attribute_pa_renk=kirmizi&#038;attribute_pa_beden=m');
  });

  it('takes an "any" attribute’s value from the form (Mavi + S is variation 103, mavi / any beden)', async () => {
    const { page, cart } = await postForm({ attribute_pa_renk: 'mavi', attribute_pa_beden: 's' });
    expect(page).toContain('sepetinize eklendi.');
    expect(cart).toContain('Pamuklu Basic Tişört - Mavi, S');
    expect(cart).toContain('189,90');
  });

  it('refuses a combination no variation has with WooCommerce’s notice, adding nothing', async () => {
    const { page, cart } = await postForm({ attribute_pa_renk: 'siyah', attribute_pa_beden: 'm' });
    expect(page).toContain('<ul class="woocommerce-error" role="alert">');
    expect(page).toContain('Lütfen ürün seçeneklerini belirleyin&hellip;');
    expect(page).toContain('<span class="count">0 ürün</span>');
    expect(cart).toContain('Sepetiniz şu anda boş.');
  });

  it('names the attribute left unchosen where the variation takes any value', async () => {
    // "Bir seçenek belirleyin" posts an empty value: Mavi matches variation 103, whose beden is any
    const { page } = await postForm({ attribute_pa_renk: 'mavi', attribute_pa_beden: '' });
    expect(page).toContain('Beden gerekli bir alandır');
    expect(page).toContain('<span class="count">0 ürün</span>');
    // nothing chosen at all: no variation matches
    const none = await postForm({ attribute_pa_renk: '', attribute_pa_beden: '' });
    expect(none.page).toContain('Lütfen ürün seçeneklerini belirleyin&hellip;');
  });

  it('refuses a value the attribute does not have for an "any" attribute', async () => {
    // variation 110 is any renk / Pamuk; the sweatshirt comes in siyah and beyaz only
    const { page } = await postForm(
      { attribute_pa_renk: 'kirmizi', attribute_malzeme: 'Pamuk' },
      'kapusonlu-sweatshirt',
      '26',
    );
    expect(page).toContain('Renk için geçersiz değer gönderildi');
    expect(page).toContain('<span class="count">0 ürün</span>');
    const beyaz = await postForm(
      { attribute_pa_renk: 'beyaz', attribute_malzeme: 'Pamuk' },
      'kapusonlu-sweatshirt',
      '26',
    );
    expect(beyaz.cart).toContain('Kapüşonlu Sweatshirt - Beyaz, Pamuk');
  });

  it('finds it from a ?add-to-cart link’s attributes too (the same form handler)', async () => {
    const client = createTestClient(store.server.url);
    const page = await (
      await client.fetch('/?add-to-cart=25&attribute_pa_renk=kirmizi&attribute_pa_beden=s')
    ).text();
    expect(page).toContain('“Pamuklu Basic Tişört” sepetinize eklendi.');
    expect(await (await client.fetch('/sepet/')).text()).toContain('Pamuklu Basic Tişört - Kırmızı, S');
  });
});

describe('block links carry the address state of the page’s other blocks', () => {
  const get = async (path: string) => (await createTestClient(store.server.url).fetch(path)).text();
  const block = (page: string, id: string) => {
    const start = page.indexOf(`wopb-block-${id} `);
    const next = page.indexOf('<div class="wp-block-product-blocks-', start + 1);
    return page.slice(start, next === -1 ? undefined : next);
  };
  const hrefs = (html: string, item: string) =>
    [...html.matchAll(new RegExp(`<li class="${item}"[^>]*><a href="([^"]*)"`, 'g'))].map((m) =>
      (m[1] ?? '').replace(/&amp;/g, '&'),
    );

  it('a numbered block’s next link keeps the load-more block’s page', async () => {
    const page = await get('/vitrin/?paged-vitrin-daha-fazla=2');
    const numbered = block(page, 'vitrin-sayfalar');
    expect(hrefs(numbered, 'wopb-next-page-numbers')).toEqual([
      '/vitrin/?paged-vitrin-daha-fazla=2&paged-vitrin-sayfalar=2',
    ]);
    expect(numbered).toContain(
      '<a href="/vitrin/?paged-vitrin-daha-fazla=2&amp;paged-vitrin-sayfalar=3">3</a>',
    );
  });

  it('page 1 drops the block’s own parameter and keeps the others in their places', async () => {
    const page = await get(
      '/vitrin/?paged-vitrin-sayfalar=2&tab-vitrin-sekmeler=giyim&paged-vitrin-daha-fazla=3',
    );
    const numbered = block(page, 'vitrin-sayfalar');
    expect(hrefs(numbered, 'wopb-prev-page-numbers')).toEqual([
      '/vitrin/?tab-vitrin-sekmeler=giyim&paged-vitrin-daha-fazla=3',
    ]);
    expect(hrefs(numbered, 'wopb-next-page-numbers')).toEqual([
      '/vitrin/?paged-vitrin-sayfalar=3&tab-vitrin-sekmeler=giyim&paged-vitrin-daha-fazla=3',
    ]);
    // the tabs block's own page links keep its tab and the other blocks' pages
    const tabs = block(page, 'vitrin-sekmeler');
    expect(tabs).toContain(
      'href="/vitrin/?paged-vitrin-sayfalar=2&amp;tab-vitrin-sekmeler=giyim&amp;paged-vitrin-daha-fazla=3&amp;paged-vitrin-sekmeler=2"',
    );
  });

  it('a tab link sets its tab, drops its block’s page and keeps the other blocks’ pages', async () => {
    const page = await get('/vitrin/?paged-vitrin-sekmeler=3&paged-vitrin-sayfalar=2');
    const tabs = block(page, 'vitrin-sekmeler');
    expect(tabs).toContain(
      '<a data-taxonomy="mutfak" href="/vitrin/?paged-vitrin-sayfalar=2&amp;tab-vitrin-sekmeler=mutfak">Mutfak</a>',
    );
    expect(tabs).toContain(
      '<a class="filter-active" data-taxonomy="" href="/vitrin/?paged-vitrin-sayfalar=2">Tümü</a>',
    );
    expect(tabs).toContain('data-current-url="/vitrin/?paged-vitrin-sekmeler=3&amp;paged-vitrin-sayfalar=2"');
  });

  it('the home page’s blocks do the same', async () => {
    const page = await get('/?paged-anasayfa-daha-fazla=2&tab-anasayfa-sekmeler=giyim');
    expect(block(page, 'anasayfa-sayfalar')).toContain(
      '<a href="/?paged-anasayfa-daha-fazla=2&amp;tab-anasayfa-sekmeler=giyim&amp;paged-anasayfa-sayfalar=2">2</a>',
    );
  });

  it('a link does not repeat a one-shot cart action of the address', async () => {
    const page = await get('/vitrin/?add-to-cart=28&paged-vitrin-daha-fazla=2');
    expect(hrefs(block(page, 'vitrin-sayfalar'), 'wopb-next-page-numbers')).toEqual([
      '/vitrin/?paged-vitrin-daha-fazla=2&paged-vitrin-sayfalar=2',
    ]);
  });

  it('/filtre/’s grid page links keep the filters and any other parameter', async () => {
    const page = await get('/filtre/?utm_source=x&filtre-stok=instock');
    const grid = page.slice(page.indexOf('wopb-block-filtre-urunler '));
    expect(hrefs(grid, 'wopb-next-page-numbers')).toEqual([
      '/filtre/?utm_source=x&filtre-stok=instock&paged-filtre-urunler=2',
    ]);
    const second = await get('/filtre/?paged-filtre-urunler=2&utm_source=x');
    const grid2 = second.slice(second.indexOf('wopb-block-filtre-urunler '));
    expect(hrefs(grid2, 'wopb-prev-page-numbers')).toEqual(['/filtre/?utm_source=x']);
  });
});
