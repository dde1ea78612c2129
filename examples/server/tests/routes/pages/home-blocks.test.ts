import { describe, expect, it } from 'vitest';
import { createTestClient, postWcAjax, readGlobal, serveForTests } from '../../../testing';

const store = serveForTests();
const get = async (path: string) => (await createTestClient(store.server.url).fetch(path)).text();
/** One block's HTML: from its wrapper to the next block's (or the page's end). */
const block = (page: string, id: string) => {
  const start = page.indexOf(`wopb-block-${id} `);
  expect(start, `no block ${id}`).toBeGreaterThan(-1);
  const next = page.indexOf('<div class="wp-block-product-blocks-', start + 1);
  return page.slice(start, next === -1 ? undefined : next);
};
const slides = (html: string) => (html.match(/class="wopb-block-item[ "]/g) ?? []).length;

describe('/ (home): deals, a carousel and the listing blocks', () => {
  it('keeps the deals block and the classic loop, and adds a carousel, tabs, load more and numbered pages', async () => {
    const page = await get('/');
    expect(page).toContain('wopb-block-anasayfa-firsatlar ');
    expect(page).toContain('<ul class="products columns-4">');
    const order = [
      'anasayfa-firsatlar',
      'anasayfa-kaydirici',
      'anasayfa-sekmeler',
      'anasayfa-daha-fazla',
      'anasayfa-sayfalar',
    ].map((id) => page.indexOf(`wopb-block-${id} `));
    expect(order.every((at, i) => at > (order[i - 1] ?? -1))).toBe(true);
    expect(page.indexOf('wopb-block-anasayfa-sayfalar ')).toBeLessThan(page.indexOf('firsat-home-products'));
  });

  it('prints the carousel as product-blocks does: the slide element’s data-* and the hidden arrow templates', async () => {
    const carousel = block(await get('/'), 'anasayfa-kaydirici');
    expect(carousel).toMatch(/^wopb-block-anasayfa-kaydirici "><div class="wopb-block-wrapper">/);
    expect(carousel).toContain(
      '<div class="wopb-product-blocks-slide" data-slidestoshow="4-2-1" data-autoplay="0" data-slidespeed="3000" data-showdots="1" data-showarrows="1"><div class="wopb-block-item">',
    );
    expect(carousel).not.toContain('data-fade');
    expect(slides(carousel)).toBe(8);
    expect(carousel).toContain(
      '<div class="wopb-slick-nav" style="display:none"><div class="wopb-slick-prev"><div class="slick-arrow slick-prev"><svg',
    );
    expect(carousel).toContain('<div class="wopb-slick-next"><div class="slick-arrow slick-next"><svg');
  });

  it('prints the tabs, load-more and pagination blocks with the home page as their post', async () => {
    const page = await get('/');
    const home = readGlobal(page, 'wopb_core').page_id;
    expect(block(page, 'anasayfa-sekmeler')).toContain(
      `<div class="wopb-filter-wrap" data-taxtype="product_cat" data-blockid="anasayfa-sekmeler" data-blockname="product-blocks_product-grid-1" data-postid="${home}" data-current-url="/">`,
    );
    const more = block(page, 'anasayfa-daha-fazla');
    expect(more).toContain('<span class="wopb-loadmore-action wopb-ajax-loadmore" data-pages="');
    expect(more).toContain(
      `data-blockid="anasayfa-daha-fazla" data-blockname="product-blocks_product-grid-2" data-postid="${home}"`,
    );
    expect(slides(more)).toBe(4);
    const numbered = block(page, 'anasayfa-sayfalar');
    expect(numbered).toContain(
      'class="wopb-pagination-wrap wopb-pagination-ajax-action" data-paged="1" data-pages="',
    );
    expect(numbered).toContain(
      '<li class="wopb-center-item pagination-active" data-current="1"><a href="/">1</a></li>',
    );
    expect(numbered).toContain('<a href="/?paged-anasayfa-sayfalar=2">2</a>');
    // the address's place: page 2 of the numbered block
    expect(block(await get('/?paged-anasayfa-sayfalar=2'), 'anasayfa-sayfalar')).toContain('data-paged="2"');
  });

  it('the listing endpoints find the home page’s blocks (wopb_load_more, wopb_pagination, wopb_filter)', async () => {
    const client = createTestClient(store.server.url);
    const page = await (await client.fetch('/')).text();
    const wopb = readGlobal(page, 'wopb_core');
    const common = {
      postId: String(wopb.page_id),
      builder: '',
      widgetBlockId: '',
      wpnonce: String(wopb.security),
    };
    const more = await postWcAjax(client, 'wopb_load_more', {
      action: 'wopb_load_more',
      paged: '2',
      blockId: 'anasayfa-daha-fazla',
      blockName: 'product-blocks_product-grid-2',
      filterAttributes: '',
      ...common,
    });
    expect(slides(await more.text())).toBe(4);
    const paged = await postWcAjax(client, 'wopb_pagination', {
      action: 'wopb_pagination',
      paged: '2',
      blockId: 'anasayfa-sayfalar',
      blockName: 'product-blocks_product-list-1',
      isSearch: '',
      is_archive: '',
      filterAttributes: '',
      ...common,
    });
    expect(slides(await paged.text())).toBeGreaterThan(0);
    const tab = await postWcAjax(client, 'wopb_filter', {
      action: 'wopb_filter',
      taxtype: 'product_cat',
      taxonomy: 'mutfak',
      blockId: 'anasayfa-sekmeler',
      blockName: 'product-blocks_product-grid-1',
      currentUrl: '/',
      ...common,
    });
    const html = await tab.text();
    expect(html).toContain('wopb-block-items-wrap');
    expect(slides(html)).toBe(4);
    // another post's id does not find the block
    const wrong = await postWcAjax(client, 'wopb_load_more', {
      action: 'wopb_load_more',
      paged: '2',
      blockId: 'anasayfa-daha-fazla',
      blockName: 'product-blocks_product-grid-2',
      ...common,
      postId: '15',
    });
    expect(await wrong.text()).toBe('');
  });
});

describe('/magaza/: the "Öne çıkanlar" Product Slider block', () => {
  it('prints the plugin’s slider markup and config over the featured products (migration 013 adds four)', async () => {
    const slider = block(await get('/magaza/'), 'magaza-slider');
    expect(slider).toMatch(
      /^wopb-block-magaza-slider "><div class="wopb-block-wrapper wopb-product-slider-block">/,
    );
    expect(slider).toContain(
      '<div class="wopb-product-blocks-slide" data-slidestoshow="1-1-1" data-autoplay="1" data-slidespeed="3000" data-showdots="1" data-showarrows="1" data-fade="1"><div class="wopb-block-item wopb-slide-item">',
    );
    expect(slides(slider)).toBe(6);
    expect(slider).toContain('Mekanik Klavye Türkçe Q');
    expect(slider).toContain('class="wopb-product-cart wopb-view-cart wopb-d-none"');
    expect(slider).toContain('<div class="wopb-slick-nav" style="display:none">');
  });
});
