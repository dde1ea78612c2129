import { startBehaviour, text } from '@firsat/core/testing';
import { waitFor } from '@testing-library/react';
import { filteredReply, ULTP_NONCE_KEY } from '../../shared/listing';
import { fields, postListingTestHooks } from '../../shared/listing-tests';
import { advancedFilterMarkup } from './fixtures';
import postAdvancedFilterBehaviour from './island';
import { advFilterFields, chipText, type FilterButton, pressButton, taxOf } from './model';

const { serve, track } = postListingTestHooks(postAdvancedFilterBehaviour.messages);

function mount(markup = advancedFilterMarkup()) {
  document.body.innerHTML = markup;
  const host = document.querySelector('.ultp-post-grid-parent') as HTMLElement;
  const printed = host.outerHTML;
  const { stop } = startBehaviour(postAdvancedFilterBehaviour, host);
  track(stop);
  return { host, printed, stop };
}
const replies = () =>
  serve((request) => {
    const sent = fields(request.text);
    if (sent.search === 'yok')
      return text(
        JSON.stringify({
          success: true,
          data: {
            filteredData: {
              blocks: '',
              pagination: '',
              paginationType: 'pagination',
              notFound: 'Sonuç bulunamadı.',
            },
          },
        }),
      );
    return text(filteredReply({ blockId: sent.blockId, navigation: 'pagination', first: 30, count: 2 }));
  });
const titles = (blockId: string) =>
  [...document.querySelectorAll(`.ultp-block-${blockId} .ultp-block-title a`)].map((a) => a.textContent);
const button = (label: string) =>
  [...document.querySelectorAll<HTMLElement>('.ultp-filter-button')].find(
    (b) => b.textContent === label,
  ) as HTMLElement;
const select = (type: string) =>
  document.querySelector(`.ultp-filter-select[data-type="${type}"]`) as HTMLElement;
const field = (type: string) => select(type).querySelector('.ultp-filter-select-field') as HTMLElement;
const option = (type: string, label: string) =>
  [...select(type).querySelectorAll<HTMLElement>('li')].find((li) => li.textContent === label) as HTMLElement;
const b = (type: string, selected: string, active = false, multi = false): FilterButton => ({
  type,
  selected,
  active,
  multi,
  tax: '',
});

describe('advanced filter model', () => {
  test('buttons: all deactivates the others, any other deactivates all; order one per type; single-select wrappers', () => {
    const all = [
      b('category', '_all', true, true),
      b('category', 'rehber', false, true),
      b('category', 'haber', false, true),
    ];
    const one = pressButton(all, 1);
    expect(one.map((x) => x.active)).toEqual([false, true, false]);
    expect(pressButton(one, 2).map((x) => x.active)).toEqual([false, true, true]);
    expect(pressButton(pressButton(one, 2), 0).map((x) => x.active)).toEqual([true, false, false]);
    const order = [b('order', 'DESC', true), b('order', 'ASC')];
    expect(pressButton(order, 1).map((x) => x.active)).toEqual([false, true]);
    const single = [b('tags', 'a'), b('tags', 'b', true)];
    expect(pressButton(single, 0).map((x) => x.active)).toEqual([true, false]);
  });

  test('fields: type###selected, the author list skipped when _all, order / orderby / adv_sort single', () => {
    expect(taxOf('categories')).toBe('category');
    expect(taxOf('tags')).toBe('post_tag');
    expect(taxOf('order_by')).toBe('orderby');
    expect(
      advFilterFields(
        [
          b('tags', 'kis', true),
          b('order', 'ASC', true),
          b('order_by', 'title', true),
          b('adv_sort', 'popular', true),
        ],
        [
          { type: 'category', selected: 'rehber', tax: '' },
          { type: 'author', selected: '_all', tax: '' },
          { type: 'custom_tax', selected: 'kirmizi', tax: 'renk' },
        ],
        'kazak',
      ),
    ).toEqual({
      taxonomy: [{ value: 'post_tag###kis' }, { value: 'category###rehber' }, { value: 'renk###kirmizi' }],
      order: 'ASC',
      orderby: 'title',
      adv_sort: 'popular',
      search: 'kazak',
    });
    expect(advFilterFields([], [{ type: 'author', selected: '3', tax: '' }], null)).toEqual({
      taxonomy: [],
      author: [{ value: '3' }],
    });
    expect(chipText('order_by', 'Başlık')).toBe('Order By: Başlık');
    expect(chipText('category', 'Rehber', 'Kategori')).toBe('Kategori: Rehber');
  });
});

describe('post advanced filter', () => {
  test('a dropdown choice: one ultp_adv_filter per grid with the filter fields, each reply into its grid, a chip', async () => {
    const requests = replies();
    mount();
    field('category').click();
    expect(field('category')).toHaveAttribute('aria-expanded', 'true');
    expect(select('category').querySelector('ul')).toHaveStyle({ display: 'block' });
    option('category', 'Rehber').click();
    await waitFor(() => expect(titles('izgara01')).toHaveLength(2));
    await waitFor(() => expect(titles('izgara02')).toHaveLength(2));
    expect(requests).toHaveLength(2);
    expect(requests.map((r) => fields(r.text).blockId)).toEqual(['izgara01', 'izgara02']);
    expect(requests[0]?.url.pathname).toBe('/wp-admin/admin-ajax.php');
    expect([...new URLSearchParams(requests[0]?.text).keys()]).toEqual([
      'action',
      'taxonomy[0][value]',
      'search',
      'blockId',
      'blockName',
      'postId',
      'widgetBlockId',
      'wpnonce',
    ]);
    expect(fields(requests[0]?.text)).toMatchObject({
      action: 'ultp_adv_filter',
      'taxonomy[0][value]': 'category###rehber',
      search: '',
      blockName: 'ultimate-post/post-grid-1',
      postId: '70',
      wpnonce: 'page-nonce',
    });
    expect(select('category')).toHaveAttribute('data-selected', 'rehber');
    expect(select('category').querySelector('.ultp-filter-select-field-selected')?.textContent).toBe(
      'Rehber',
    );
    expect(select('category').querySelector('ul')).toHaveStyle({ display: 'none' });
    const chip = document.querySelector('.ultp-filter-clear-selected-filter') as HTMLElement;
    expect(chip.querySelector('.ultp-selected-filter-text')?.textContent).toBe('Kategori: Rehber');
    expect(chip).toHaveAttribute('data-type', 'category');
    expect(window.location.search).toBe('?izgara01_category=rehber');
  });

  test('one dropdown open at a time; an outside press and Escape close; arrows move among the options', () => {
    replies();
    mount();
    field('category').click();
    field('author').click();
    expect(field('category')).toHaveAttribute('aria-expanded', 'false');
    expect(field('author')).toHaveAttribute('aria-expanded', 'true');
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(field('author')).toHaveAttribute('aria-expanded', 'false');
    field('author').click();
    expect(document.activeElement).toBe(option('author', 'Tüm yazarlar'));
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(document.activeElement).toBe(option('author', 'Ayşe Yılmaz'));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(field('author')).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(field('author'));
  });

  test('the author list is sent when chosen and skipped when _all; Enter on an option chooses it', async () => {
    const requests = replies();
    mount();
    field('author').click();
    option('author', 'Işıl Demir').dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }),
    );
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(fields(requests[0]?.text)['author[0][value]']).toBe('4');
    expect(document.activeElement).toBe(field('author'));
  });

  test('buttons: keyboard buttons with aria-pressed; all and the others exclude each other; order one at a time', async () => {
    const requests = replies();
    mount();
    expect(button('Rehber')).toHaveAttribute('role', 'button');
    button('Rehber').dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    expect(button('Rehber')).toHaveClass('ultp-filter-button-active');
    expect(button('Rehber')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Rehber')).toHaveAttribute('data-is-active', 'true');
    button('Haber').click();
    button('Tümü').click();
    expect(button('Rehber')).toHaveAttribute('aria-pressed', 'false');
    expect(button('Haber')).toHaveAttribute('aria-pressed', 'false');
    button('Yeni').click();
    button('Eski').click();
    expect(button('Yeni')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(2));
    const last = fields(requests.at(-1)?.text);
    expect(last.order).toBe('ASC');
    expect(last['taxonomy[0][value]']).toBe('category###_all');
  });

  test('search: 500 ms after typing, Enter at once; an empty result appends the notFound alert, removed on the next', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = replies();
    mount();
    const input = document.querySelector('.ultp-filter-search input') as HTMLInputElement;
    input.value = 'yok';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    vi.advanceTimersByTime(400);
    expect(requests).toHaveLength(0);
    vi.advanceTimersByTime(150);
    await waitFor(() =>
      expect(document.querySelectorAll('.ultp-not-found-message[role="alert"]')).toHaveLength(2),
    );
    expect(document.querySelector('.ultp-not-found-message')?.textContent).toBe('Sonuç bulunamadı.');
    input.value = 'kazak';
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => expect(requests).toHaveLength(4));
    expect(fields(requests[3]?.text).search).toBe('kazak');
    await waitFor(() => expect(document.querySelector('.ultp-not-found-message')).toBeNull());
    vi.useRealTimers();
  });

  test('clear resets every filter: first options, buttons off, search empty, chips gone; a chip’s remove resets its dropdown', async () => {
    const requests = replies();
    mount();
    field('category').click();
    option('category', 'Haber').click();
    field('author').click();
    option('author', 'Ayşe Yılmaz').click();
    button('Eski').click();
    (document.querySelector('.ultp-filter-search input') as HTMLInputElement).value = 'kış';
    expect(document.querySelectorAll('.ultp-filter-clear-selected-filter')).toHaveLength(2);
    const remove = document.querySelector(
      '.ultp-filter-clear-selected-filter .ultp-selected-filter-icon',
    ) as HTMLElement;
    expect(remove).toHaveAttribute('aria-label', 'Filtreyi kaldır: Kategori: Haber');
    remove.click();
    expect(select('category')).toHaveAttribute('data-selected', '_all');
    expect(document.querySelectorAll('.ultp-filter-clear-selected-filter')).toHaveLength(1);
    (document.querySelector('.ultp-clear-button') as HTMLElement).click();
    expect(select('author')).toHaveAttribute('data-selected', '_all');
    expect(select('author').querySelector('.ultp-filter-select-field-selected')?.textContent).toBe(
      'Tüm yazarlar',
    );
    expect(button('Eski')).toHaveAttribute('aria-pressed', 'false');
    expect((document.querySelector('.ultp-filter-search input') as HTMLInputElement).value).toBe('');
    expect(document.querySelectorAll('.ultp-filter-clear-selected-filter')).toHaveLength(0);
    // each change aborts the one before it: the last calls carry no filter but the dropdown's all
    await waitFor(() => expect(document.querySelector('.ultp-loading-active')).toBeNull());
    expect(fields(requests.at(-1)?.text)).toEqual({
      action: 'ultp_adv_filter',
      'taxonomy[0][value]': 'category###_all',
      search: '',
      blockId: 'izgara02',
      blockName: 'ultimate-post/post-grid-1',
      postId: '70',
      widgetBlockId: '',
      wpnonce: 'page-nonce',
    });
    expect(window.location.search).toBe('');
  });

  test('SPEC §8 and an expired nonce', async () => {
    let refuse = true;
    const requests = serve((request) => {
      const sent = fields(request.text);
      if (sent.action === 'ultp_get_nonce') {
        refuse = false;
        return text('{"success":true,"data":{"nonce":"fresh-6"}}');
      }
      if (refuse) return text('-1', { status: 403 });
      return sent.wpnonce === 'fresh-6'
        ? text(filteredReply({ blockId: sent.blockId, first: 40, count: 1 }))
        : text('boom', { status: 500 });
    });
    mount();
    button('Rehber').click();
    await waitFor(() => expect(titles('izgara01')).toHaveLength(1));
    expect(sessionStorage.getItem(ULTP_NONCE_KEY)).toBe('fresh-6');
    expect(requests.some((r) => fields(r.text).action === 'ultp_get_nonce')).toBe(true);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.clear();
    serve(() => text('boom', { status: 500 }));
    button('Haber').click();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error occured.please try again', 500));
    expect(document.querySelector('.ultp-loading-active')).toBeNull();
  });

  test('a shared link restores the filter and fetches; Back restores the previous; unbinding gives the markup back', async () => {
    const requests = replies();
    window.history.replaceState(
      null,
      '',
      '/blog/?izgara01_category=haber&izgara01_order=ASC&izgara01_s=kazak',
    );
    const { host, printed, stop } = mount();
    expect(select('category')).toHaveAttribute('data-selected', 'haber');
    expect(button('Eski')).toHaveAttribute('aria-pressed', 'true');
    expect((document.querySelector('.ultp-filter-search input') as HTMLInputElement).value).toBe('kazak');
    await waitFor(() => expect(requests).toHaveLength(2));
    field('author').click();
    option('author', 'Ayşe Yılmaz').click();
    await waitFor(() => expect(requests).toHaveLength(4));
    window.history.back();
    await waitFor(() => expect(select('author')).toHaveAttribute('data-selected', '_all'));
    await waitFor(() => expect(requests).toHaveLength(6));
    stop();
    expect(host.outerHTML).toBe(printed);
  });

  test('an infinite-scroll grid gets the reply’s data_attrs (data-pagenum from paged) so its feed starts again with the filter', async () => {
    serve((request) => {
      const sent = fields(request.text);
      const reply = JSON.parse(
        filteredReply({ blockId: sent.blockId, navigation: 'none', first: 50, count: 2 }),
      );
      reply.data.filteredData.data_attrs = JSON.stringify({
        paged: 1,
        pages: 4,
        filter_value: '["category###haber"]',
        filter_type: 'multiTaxonomy',
      });
      return text(JSON.stringify(reply));
    });
    const markup = advancedFilterMarkup().replace(
      'ultp-block-izgara02  ',
      'ultp-block-izgara02 ultp-iscroll-active  ',
    );
    const { host, printed, stop } = mount(markup);
    const wrapper = document.querySelector('.ultp-block-izgara02 .ultp-block-wrapper') as HTMLElement;
    button('Haber').click();
    await waitFor(() => expect(wrapper).toHaveAttribute('data-pages', '4'));
    expect(wrapper).toHaveAttribute('data-pagenum', '1');
    expect(wrapper).toHaveAttribute('data-filter_value', '["category###haber"]');
    expect(document.querySelector('.ultp-block-izgara01 .ultp-block-wrapper')).not.toHaveAttribute(
      'data-pages',
    );
    stop();
    expect(host.outerHTML).toBe(printed);
  });
});
