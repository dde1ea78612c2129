import { describe, expect, it } from 'vitest';
import { createTestClient, readGlobal, serveForTests } from '../../../testing';

const store = serveForTests();
const get = async (path: string) => (await createTestClient(store.server.url).fetch(path)).text();
const block = (page: string, id: string) => {
  const start = page.indexOf(`wopb-block-${id} `);
  const next = page.indexOf('<div class="wp-block-product-blocks-', start + 1);
  return page.slice(start, next === -1 ? undefined : next);
};

describe('/vitrin/', () => {
  it('is linked from the header and prints four listing blocks with the plugin’s wrappers and data-*', async () => {
    const page = await get('/vitrin/');
    expect(page).toContain('<a href="/vitrin/" aria-current="page">Vitrin</a>');
    expect(readGlobal(page, 'wopb_core').page_id).toBe('15');
    for (const id of ['vitrin-sekmeler', 'vitrin-daha-fazla', 'vitrin-sayfalar', 'vitrin-etiketler']) {
      expect(page).toContain(`wopb-block-${id} "><div class="wopb-block-wrapper">`);
    }
    const tabs = block(page, 'vitrin-sekmeler');
    expect(tabs).toContain(
      '<div class="wopb-filter-wrap" data-taxtype="product_cat" data-blockid="vitrin-sekmeler" data-blockname="product-blocks_product-grid-1" data-postid="15" data-current-url="/vitrin/"><ul class="wopb-flex-menu" data-name="Daha fazla"><li class="filter-item"><a class="filter-active" data-taxonomy="" href="/vitrin/">Tümü</a></li>',
    );
    expect(tabs).toContain(
      '<a data-taxonomy="custom_action#on_sale" href="/vitrin/?tab-vitrin-sekmeler=custom_action%23on_sale">İndirimde</a>',
    );
    const more = block(page, 'vitrin-daha-fazla');
    expect(more).toContain(
      '<span class="wopb-loadmore-insert-before"></span></div><div class="wopb-loadmore"><span class="wopb-loadmore-action wopb-ajax-loadmore" data-pages="',
    );
    expect(more).toContain(
      'data-pagenum="1" data-blockid="vitrin-daha-fazla" data-blockname="product-blocks_product-grid-2" data-postid="15" data-filter-attributes="[]"',
    );
    const numbered = block(page, 'vitrin-sayfalar');
    expect(numbered).toContain(
      'class="wopb-pagination-wrap wopb-pagination-ajax-action" data-paged="1" data-pages="',
    );
    expect(numbered).toContain(
      '<ul class="wopb-pagination wopb-pagination-ajax"><li class="wopb-prev-page-numbers" style="display:none">',
    );
    expect(numbered).toContain(
      '<li class="wopb-center-item pagination-active" data-current="1"><a href="/vitrin/">1</a></li>',
    );
    expect(numbered).toContain('Sonraki<svg');
  });

  it('renders the address’s page and tab: pagination page N, load more pages 1..N, a chosen tab', async () => {
    const numbered = block(await get('/vitrin/?paged-vitrin-sayfalar=4'), 'vitrin-sayfalar');
    expect(numbered).toContain('data-paged="4"');
    expect(numbered).toContain('<li class="wopb-center-item pagination-active" data-current="4">');
    expect(numbered).toContain(
      '<li class="wopb-prev-page-numbers"><a href="/vitrin/?paged-vitrin-sayfalar=3">',
    );
    const more = block(await get('/vitrin/?paged-vitrin-daha-fazla=3'), 'vitrin-daha-fazla');
    expect((more.match(/class="wopb-block-item"/g) ?? []).length).toBe(36);
    expect(more).toContain('data-pagenum="3"');
    const tabbed = block(await get('/vitrin/?tab-vitrin-sekmeler=mutfak'), 'vitrin-sekmeler');
    expect(tabbed).toContain(
      '<a class="filter-active" data-taxonomy="mutfak" href="/vitrin/?tab-vitrin-sekmeler=mutfak">Mutfak</a>',
    );
    expect(tabbed).toContain('<a data-taxonomy="" href="/vitrin/">Tümü</a>');
  });

  it('a load-more block on its last page prints the button disabled', async () => {
    const more = block(await get('/vitrin/?paged-vitrin-daha-fazla=99'), 'vitrin-daha-fazla');
    expect(more).toContain('wopb-loadmore-action wopb-ajax-loadmore wopb-disable');
  });
});
