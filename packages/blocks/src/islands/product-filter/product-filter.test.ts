import { json, type SeenRequest, startBehaviour, text } from '@firsat/core/testing';
import { waitFor } from '@testing-library/react';
import { listingMainMarkup } from '../../shared/block-requests';
import { listingTestHooks } from '../../shared/listing-tests';
import { FIXTURE_MORE_CATEGORIES, filterPageMarkup, termItemsMarkup } from './fixtures';
import productFilterBehaviour from './island';

const { serve, track } = listingTestHooks(
  { ajax_show_more_filter_item: '/?wc-ajax=wopb_show_more_filter_item' },
  productFilterBehaviour.messages,
);

/** The page: the inline block, the grid it drives, the modal's copy; both blocks started. */
function mount(fixture: Parameters<typeof filterPageMarkup>[0] = {}) {
  document.body.innerHTML = filterPageMarkup(fixture);
  const printed = document.body.innerHTML;
  const [inline, inModal] = [...document.querySelectorAll<HTMLElement>('.wopb-filter-block')] as [
    HTMLElement,
    HTMLElement,
  ];
  for (const block of [inline, inModal]) track(startBehaviour(productFilterBehaviour, block).stop);
  return { inline, inModal, printed };
}

/** The results: `count` items in the grid's main content. */
const results = (count: number) =>
  json({
    blockList: [
      {
        blockId: 'filtre-urunler',
        content: listingMainMarkup({ blockId: 'filtre-urunler', navigation: 'none', perPage: count }),
      },
    ],
  });
const restCalls = (requests: SeenRequest[]) =>
  requests.filter((r) => r.url.pathname.includes('wopb/product-filter'));
const sent = (request: { text: string } | undefined) => JSON.parse(request?.text ?? '{}');
const items = () => document.querySelectorAll('.wopb-block-item').length;
const q = <T extends Element>(root: ParentNode, selector: string) => root.querySelector(selector) as T;
const change = (input: HTMLInputElement | HTMLSelectElement) =>
  input.dispatchEvent(new Event('change', { bubbles: true }));
const check = (input: HTMLInputElement) => {
  input.click();
};
const live = () => document.querySelector('[role="status"]')?.textContent ?? '';

describe('product filter', () => {
  test('a checkbox: both blocks and the chips at once, the address, then /wopb/product-filter with the plugin’s fields', async () => {
    const requests = serve(() => results(2));
    const { inline, inModal } = mount();
    const instock = q<HTMLInputElement>(inline, 'input.wopb-status-input[value="instock"]');
    check(instock);
    // same task: the copy in the modal is ticked, the address carries the filter, loading shows
    expect(q<HTMLInputElement>(inModal, 'input.wopb-status-input[value="instock"]').checked).toBe(true);
    expect(window.location.search).toBe('?filtre-stok=instock');
    // the chips and the count line change in the same task as the click, in both blocks
    for (const block of [inline, inModal]) {
      expect(block.querySelectorAll('.wopb-filter-active-item')).toHaveLength(1);
      expect(q(block, '.wopb-filter-result-count')).toHaveTextContent('Ürünler yükleniyor…');
    }
    expect(document.querySelector('.wp-block-product-blocks-product-grid-1 .wopb-block-wrapper')).toHaveClass(
      'wopb-processing',
    );
    await waitFor(() => expect(items()).toBe(2));
    const [call] = restCalls(requests);
    expect(call?.method).toBe('POST');
    expect(call?.url.pathname).toBe('/wp-json/wopb/product-filter');
    expect(call?.headers.get('X-WP-Nonce')).toBeTruthy();
    const body = sent(call);
    expect(Object.keys(body)).toEqual(['post_id', 'block_name', 'product_filters', 'current_url', 'wpnonce']);
    expect(body).toMatchObject({
      post_id: '15',
      block_name: 'product-blocks_product-grid-1',
      current_url: '/filtre/',
      wpnonce: 'page-nonce',
      product_filters: {
        search: '',
        price: { minPrice: 0, maxPrice: 5000 },
        status: ['instock'],
        rating: [],
        tax_relation: 'AND',
        product_taxonomy: [],
        sorting: '',
      },
    });
    expect(document.querySelector('.wopb-block-wrapper')).not.toHaveClass('wopb-processing');
    await waitFor(() => expect(live()).toBe('2 ürün bulundu'));
    expect(q(inline, '.wopb-filter-result-count')).toHaveTextContent('2 ürün bulundu');
    const chip = q<HTMLElement>(inline, '.wopb-filter-active-item');
    expect(chip).toHaveAttribute('data-slug', 'status');
    expect(chip).toHaveAttribute('data-value', 'instock');
    expect(chip.textContent).toContain('Stokta');
    expect(q(inline, '.wopb-filter-remove-section')).not.toHaveStyle({ display: 'none' });
  });

  test('one change, one render: only the control that differs is written, the reply writes only the count, and the count is the reply’s', async () => {
    serve(() => results(2));
    const { inline, inModal } = mount();
    const instock = (block: HTMLElement) =>
      q<HTMLInputElement>(block, 'input.wopb-status-input[value="instock"]');
    // the grid's own script changes what the reply put in (a carousel clones a slide)
    const main = q<HTMLElement>(
      document,
      '.wp-block-product-blocks-product-grid-1 .wopb-wrapper-main-content',
    );
    const carousel = new MutationObserver(() => {
      carousel.disconnect();
      const item = main.querySelector('.wopb-block-item');
      if (item) item.after(item.cloneNode(true));
    });
    carousel.observe(main, { childList: true });
    const written = (setter: { mock: { contexts: unknown[] } }) =>
      setter.mock.contexts.filter((el) => el instanceof Element && el.closest('.wopb-filter-block'));
    const checked = vi.spyOn(HTMLInputElement.prototype, 'checked', 'set');
    const value = vi.spyOn(HTMLInputElement.prototype, 'value', 'set');
    const selected = vi.spyOn(HTMLSelectElement.prototype, 'value', 'set');
    instock(inline).checked = true; // the shopper's tick
    change(instock(inline));
    // the copy in the modal is the one control that differed
    expect(written(checked)).toEqual([instock(inline), instock(inModal)]);
    expect(instock(inModal).checked).toBe(true);
    await waitFor(() => expect(live()).toBe('2 ürün bulundu'));
    expect(items()).toBe(3);
    for (const block of [inline, inModal])
      expect(q(block, '.wopb-filter-result-count')).toHaveTextContent('2 ürün bulundu');
    // the reply wrote no control again
    expect(written(checked)).toHaveLength(2);
    expect(written(value)).toEqual([]);
    expect(written(selected)).toEqual([]);
  });

  test('taxonomy terms, relation, rating and sorting go into the state; chips remove one filter, clear all every one', async () => {
    const requests = serve(() => results(1));
    const { inline } = mount();
    check(q<HTMLInputElement>(inline, 'input.wopb-filter-tax-term-input[value="12"]'));
    check(q<HTMLInputElement>(inline, 'input.wopb-filter-tax-relation[value="OR"]'));
    check(q<HTMLInputElement>(inline, 'input.wopb-rating-input[value="4"]'));
    const sorting = q<HTMLSelectElement>(inline, 'select.wopb-filter-sorting-input');
    sorting.value = 'price_low';
    change(sorting);
    await waitFor(() => expect(inline.querySelectorAll('.wopb-filter-active-item')).toHaveLength(3));
    // each change aborted the call before it: the last one carries every filter
    await waitFor(() => expect(items()).toBe(1));
    expect(sent(restCalls(requests).at(-1)).product_filters).toMatchObject({
      rating: ['4'],
      tax_relation: 'OR',
      product_taxonomy: [{ taxonomy: 'product_cat', term_ids: ['12'] }],
      sorting: 'price_low',
    });
    expect(window.location.search).toBe(
      '?filtre-puan=4&filtre-t-product_cat=12&filtre-iliski=OR&filtre-sirala=price_low',
    );
    const remove = q<HTMLButtonElement>(
      inline,
      '.wopb-filter-active-item[data-slug="product_taxonomy"] button',
    );
    expect(remove).toHaveAccessibleName('Filtreyi kaldır: Giyim');
    remove.click();
    expect(q<HTMLInputElement>(inline, 'input.wopb-filter-tax-term-input[value="12"]').checked).toBe(false);
    expect(inline.querySelectorAll('.wopb-filter-active-item')).toHaveLength(2);
    // focus goes to the chip that took the removed one's place
    expect(document.activeElement).toBe(q(inline, '.wopb-filter-active-item[data-slug="sorting"] button'));
    const clear = q<HTMLElement>(inline, '.wopb-filter-remove-all');
    expect(clear).toHaveAttribute('role', 'button');
    clear.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(inline.querySelectorAll('.wopb-filter-active-item')).toHaveLength(0);
    expect(sorting.value).toBe('');
    expect(q(inline, '.wopb-filter-remove-section')).toHaveStyle({ display: 'none' });
    // the relation is a setting: it stays
    expect(window.location.search).toBe('?filtre-iliski=OR');
    expect(document.activeElement).toBe(q(inline, 'input.wopb-filter-search-input'));
  });

  test('search waits 500 ms after typing; Enter searches at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const requests = serve(() => results(1));
      const { inline } = mount();
      const search = q<HTMLInputElement>(inline, 'input.wopb-filter-search-input');
      expect(search).toHaveAccessibleName('Ürün ara');
      search.value = 'çay';
      search.dispatchEvent(new Event('input', { bubbles: true }));
      vi.advanceTimersByTime(499);
      expect(restCalls(requests)).toHaveLength(0);
      vi.advanceTimersByTime(1);
      await vi.waitFor(() => expect(restCalls(requests)).toHaveLength(1));
      expect(sent(restCalls(requests)[0]).product_filters.search).toBe('çay');
      search.value = 'çaydanlık';
      search.dispatchEvent(new Event('input', { bubbles: true }));
      q<HTMLFormElement>(inline, 'form').requestSubmit();
      await vi.waitFor(() => expect(restCalls(requests)).toHaveLength(2));
      expect(sent(restCalls(requests)[1]).product_filters.search).toBe('çaydanlık');
      vi.advanceTimersByTime(600); // the pending debounce was cancelled
      expect(restCalls(requests)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  test('price: the thumbs cannot cross, the number boxes follow SPEC §5, the bar spans the thumbs', async () => {
    const requests = serve(() => results(1));
    const { inline, inModal } = mount();
    const [minRange, maxRange] = [
      q<HTMLInputElement>(inline, '.wopb-min-range'),
      q<HTMLInputElement>(inline, '.wopb-max-range'),
    ];
    const [minBox, maxBox] = [
      q<HTMLInputElement>(inline, '.wopb-min-price'),
      q<HTMLInputElement>(inline, '.wopb-max-price'),
    ];
    expect(minBox).toHaveAccessibleName('En düşük fiyat');
    expect(maxRange).toHaveAccessibleName('En yüksek fiyat');
    maxRange.value = '2000';
    maxRange.dispatchEvent(new Event('input', { bubbles: true }));
    expect(maxBox.value).toBe('2000');
    change(maxRange);
    minRange.value = '3000'; // past the max thumb: stops at it
    minRange.dispatchEvent(new Event('input', { bubbles: true }));
    expect(minRange.value).toBe('2000');
    change(minRange);
    expect(q<HTMLElement>(inline, '.wopb-price-range-bar').style.width).toBe('0%');
    minBox.value = '-5'; // under 0 → 0
    change(minBox);
    expect(minBox.value).toBe('0');
    maxBox.value = '99999'; // over the slider maximum → the maximum
    change(maxBox);
    expect(maxBox.value).toBe('5000');
    minBox.value = '1000';
    change(minBox);
    expect(q<HTMLInputElement>(inModal, '.wopb-min-range').value).toBe('1000');
    expect(q<HTMLElement>(inline, '.wopb-price-range-bar').style.left).toBe('20%');
    await waitFor(() => expect(restCalls(requests).length).toBeGreaterThan(0));
    expect(sent(restCalls(requests).at(-1)).product_filters.price).toEqual({
      minPrice: 1000,
      maxPrice: 5000,
    });
    expect(window.location.search).toBe('?filtre-min=1000');
  });

  test('a newer request aborts the older: only the newest reply lands', async () => {
    let n = 0;
    serve(async (request) => {
      n += 1;
      if (n === 1) await new Promise((r) => setTimeout(r, 50));
      return results(sent(request).product_filters.status.length === 2 ? 4 : 1);
    });
    const { inline } = mount();
    check(q<HTMLInputElement>(inline, 'input.wopb-status-input[value="instock"]'));
    check(q<HTMLInputElement>(inline, 'input.wopb-status-input[value="outofstock"]'));
    await waitFor(() => expect(items()).toBe(4));
    await new Promise((r) => setTimeout(r, 80));
    expect(items()).toBe(4);
  });

  test.each([
    ['a server error', () => json({ code: 'x', message: 'x' }, { status: 500 }), 500],
    ['a malformed reply', () => json({ blocks: [] }), 200],
    ['offline', () => Promise.reject(new TypeError('Failed to fetch')), 0],
  ])('%s: SPEC §8’s line, loading removed, the results and choices kept', async (_, reply, status) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(reply as () => Response);
    const { inline } = mount();
    const before = items();
    check(q<HTMLInputElement>(inline, 'input.wopb-status-input[value="instock"]'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error occured.please try again', status));
    expect(document.querySelector('.wopb-block-wrapper')).not.toHaveClass('wopb-processing');
    expect(document.querySelector('.wopb-block-overlay')).toBeNull();
    expect(items()).toBe(before);
    expect(q<HTMLInputElement>(inline, 'input.wopb-status-input[value="instock"]').checked).toBe(true);
  });

  test('an expired wpnonce: a fresh one (wopb_get_nonce), kept in sessionStorage, and one retry', async () => {
    const requests = serve((request) => {
      if (request.url.pathname.includes('admin-ajax'))
        return json({ success: true, data: { nonce: 'fresh' } });
      return sent(request).wpnonce === 'fresh'
        ? results(3)
        : json({ code: 'rest_forbidden', message: 'no' }, { status: 403 });
    });
    const { inline } = mount();
    check(q<HTMLInputElement>(inline, 'input.wopb-rating-input[value="5"]'));
    await waitFor(() => expect(items()).toBe(3));
    expect(restCalls(requests).map((r) => sent(r).wpnonce)).toEqual(['page-nonce', 'fresh']);
    expect(sessionStorage.getItem('wopb_nonce')).toBe('fresh');
  });

  test('an address with filters on a store that printed a pristine form: fetched once; Back restores', async () => {
    window.history.replaceState(null, '', '/filtre/?filtre-stok=outofstock&filtre-ara=%C4%B0pek');
    const requests = serve(() => results(2));
    const { inline } = mount();
    expect(q<HTMLInputElement>(inline, 'input.wopb-status-input[value="outofstock"]').checked).toBe(true);
    expect(q<HTMLInputElement>(inline, 'input.wopb-filter-search-input').value).toBe('İpek');
    await waitFor(() => expect(restCalls(requests)).toHaveLength(1));
    expect(sent(restCalls(requests)[0]).product_filters).toMatchObject({
      status: ['outofstock'],
      search: 'İpek',
    });
    check(q<HTMLInputElement>(inline, 'input.wopb-status-input[value="instock"]'));
    expect(window.location.search).toContain('filtre-stok=outofstock%2Cinstock');
    window.history.replaceState(null, '', '/filtre/?filtre-stok=outofstock&filtre-ara=%C4%B0pek');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() =>
      expect(sent(restCalls(requests).at(-1)).product_filters.status).toEqual(['outofstock']),
    );
    expect(q<HTMLInputElement>(inline, 'input.wopb-status-input[value="instock"]').checked).toBe(false);
  });

  test('a store that rendered the address’s filters (the form printed so): no request on load', async () => {
    window.history.replaceState(null, '', '/filtre/?filtre-stok=instock&filtre-t-product_cat=11');
    const requests = serve(() => results(2));
    mount({ printed: { status: ['instock'], terms: [11] } });
    await new Promise((r) => setTimeout(r, 20));
    expect(restCalls(requests)).toHaveLength(0);
    await waitFor(() => expect(document.querySelectorAll('.wopb-filter-active-item').length).toBe(4));
  });

  test('show more: wopb_show_more_filter_item’s terms appended, checkable; show less drops them', async () => {
    const requests = serve((request) =>
      request.url.search.includes('wopb_show_more_filter_item')
        ? text(termItemsMarkup(FIXTURE_MORE_CATEGORIES, true))
        : results(1),
    );
    const { inline } = mount();
    const more = q<HTMLAnchorElement>(inline, '.wopb-filter-show-more');
    const less = q<HTMLAnchorElement>(inline, '.wopb-filter-show-less');
    expect(less).toHaveStyle({ display: 'none' });
    more.click();
    await waitFor(() => expect(inline.querySelectorAll('.wopb-filter-tax-term-input')).toHaveLength(5));
    const fields = new URLSearchParams(requests[0]?.text);
    expect(fields.get('action')).toBe('wopb_show_more_filter_item');
    for (const name of ['taxonomy', 'current_page', 'term_limit', 'item_page', 'hiddenTermCount', 'wpnonce'])
      expect(fields.has(name)).toBe(true);
    expect(fields.get('current_page')).toBe('2');
    expect(fields.get('query[taxonomy]')).toBe('product_cat');
    expect(fields.get('attributes[viewTaxonomyLimit]')).toBe('3');
    expect(more).toHaveStyle({ display: 'none' });
    expect(less).not.toHaveStyle({ display: 'none' });
    check(q<HTMLInputElement>(inline, 'input.wopb-filter-tax-term-input[value="15"]'));
    await waitFor(() =>
      expect(q(inline, '.wopb-filter-active-item[data-value="15"]')?.textContent).toContain('Spor & Outdoor'),
    );
    less.click();
    expect(inline.querySelectorAll('.wopb-filter-tax-term-input')).toHaveLength(3);
  });

  test('the modal on small screens: the title opens it, Escape and the overlay close it, focus returns', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 767px)',
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    serve(() => results(1));
    const { inline } = mount();
    const modal = q<HTMLElement>(document, '.wopb-filter-modal');
    const title = q<HTMLElement>(inline, '.wopb-filter-title');
    expect(title).toHaveAttribute('role', 'button');
    expect(title).toHaveAttribute('aria-expanded', 'false');
    title.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    // (the dialog's code comes first: its own import, started when the width allows the modal)
    await waitFor(() => expect(modal).toHaveClass('wopb-slide-in'));
    const dialog = q<HTMLElement>(modal, '.wopb-filter-content');
    expect(dialog).toHaveAttribute('role', 'dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Filtre');
    expect(document.activeElement).toBe(q(modal, '.wopb-modal-close'));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(modal).toHaveClass('wopb-slide-out');
    expect(modal).not.toHaveClass('wopb-slide-in');
    expect(document.activeElement).toBe(title);
    title.click();
    expect(modal).toHaveClass('wopb-slide-in');
    q<HTMLElement>(modal, '.wopb-modal-overlay').click();
    expect(modal).not.toHaveClass('wopb-slide-in');
    title.click();
    q<HTMLElement>(modal, '.wopb-modal-close').click();
    expect(modal).not.toHaveClass('wopb-slide-in');
  });

  test('section toggles: a disclosure button per section, named after it; Enter hides and shows its body', () => {
    serve(() => results(1));
    const { inline } = mount();
    const section = q<HTMLElement>(inline, '.wopb-filter-status');
    const toggle = q<HTMLElement>(section, '.wopb-filter-toggle');
    const body = q<HTMLElement>(section, '.wopb-filter-body');
    expect(toggle).toHaveAttribute('role', 'button');
    expect(toggle).toHaveAccessibleName('Stok durumu');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', body.id);
    toggle.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(body.hidden).toBe(true);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(q(toggle, '.wopb-filter-plus')).not.toHaveStyle({ display: 'none' });
    expect(q(toggle, '.wopb-filter-minus')).toHaveStyle({ display: 'none' });
    toggle.click();
    expect(body.hidden).toBe(false);
  });

  test('stopped, the page is as printed again, after filtering, chips and show more', async () => {
    serve((request) =>
      request.url.search.includes('wopb_show_more_filter_item')
        ? text(termItemsMarkup(FIXTURE_MORE_CATEGORIES, true))
        : results(2),
    );
    document.body.innerHTML = filterPageMarkup();
    const printed = document.body.innerHTML;
    const blocks = [...document.querySelectorAll<HTMLElement>('.wopb-filter-block')];
    const stops = blocks.map((block) => startBehaviour(productFilterBehaviour, block).stop);
    const [inline] = blocks as [HTMLElement];
    check(q<HTMLInputElement>(inline, 'input.wopb-status-input[value="instock"]'));
    q<HTMLElement>(inline, '.wopb-filter-show-more').click();
    await waitFor(() => expect(items()).toBe(2));
    await waitFor(() => expect(inline.querySelectorAll('.wopb-filter-active-item')).toHaveLength(1));
    await waitFor(() => expect(inline.querySelectorAll('.wopb-filter-tax-term-input')).toHaveLength(5));
    for (const stop of stops) stop();
    document.querySelector('#firsat-live-region, [data-firsat-live-region]')?.remove();
    for (const region of document.querySelectorAll('[role="status"]')) region.closest('body > *')?.remove();
    expect(document.body.innerHTML).toBe(printed);
    expect(q<HTMLInputElement>(inline, 'input.wopb-status-input[value="instock"]').checked).toBe(false);
  });
});
