import { focusListTarget } from '@firsat/core/kit';
import { startBehaviour, text } from '@firsat/core/testing';
import { waitFor } from '@testing-library/react';
import { listingMainMarkup } from '../../shared/block-requests';
import { blockHtml, listingTestHooks } from '../../shared/listing-tests';
import { filterTabsBlockMarkup } from './fixtures';
import productFilterTabsBehaviour from './island';
import { filterTabKeys, tabFromAddress } from './model';

const { serve, track } = listingTestHooks(
  { ajax_filter: '/?wc-ajax=wopb_filter' },
  productFilterTabsBehaviour.messages,
);

function mount(markup = filterTabsBlockMarkup()) {
  document.body.innerHTML = markup;
  const host = document.querySelector('.wopb-filter-wrap') as HTMLElement;
  const printed = blockHtml();
  const { stop } = startBehaviour(productFilterTabsBehaviour, host);
  track(stop);
  return { host, printed, stop };
}
/** Each tab answers its own main content: "giyim" has 2 pages of load more, "custom_action#on_sale" none. */
const tabReplies = () =>
  serve((request) => {
    const tab = new URLSearchParams(request.text).get('taxonomy');
    if (tab === 'custom_action#on_sale')
      return text('<div class="wopb-block-items-wrap wopb-block-row wopb-block-column-3"></div>');
    return text(
      listingMainMarkup({
        blockId: 'vitrin-sekmeler',
        navigation: 'loadMore',
        pages: 2,
        perPage: tab === 'giyim' ? 2 : 3,
      }),
    );
  });
const tab = (label: string) =>
  [...document.querySelectorAll<HTMLAnchorElement>('.wopb-filter-wrap a')].find(
    (a) => a.textContent === label,
  ) as HTMLAnchorElement;
const count = () => document.querySelectorAll('.wopb-block-item').length;

describe('filter tabs model', () => {
  test('the address’s tab when the bar offers it; arrow keys wrap, Home and End jump', () => {
    const state = { values: ['', 'giyim'], active: '' };
    expect(tabFromAddress(state, 'giyim')).toBe('giyim');
    expect(tabFromAddress(state, 'uydurma')).toBe('');
    expect(tabFromAddress(state, null)).toBe('');
    const moveFocus = (key: string, index: number, count: number) =>
      focusListTarget(key, index, count, filterTabKeys);
    expect(moveFocus('ArrowRight', 3, 4)).toBe(0);
    expect(moveFocus('ArrowLeft', 0, 4)).toBe(3);
    expect(moveFocus('End', 0, 4)).toBe(3);
    expect(moveFocus('Home', 2, 4)).toBe(0);
    expect(moveFocus('a', 2, 4)).toBeNull();
  });
});

describe('product filter tabs', () => {
  test('a click: the tab active at once, wopb_filter with the plugin’s fields, the main content replaced', async () => {
    const requests = tabReplies();
    mount();
    const giyim = tab('Giyim');
    giyim.click();
    expect(giyim).toHaveClass('filter-active');
    expect(giyim).toHaveAttribute('aria-current', 'true');
    expect(tab('Tümü')).not.toHaveClass('filter-active');
    await waitFor(() => expect(document.querySelector('.wopb-loadmore-action')).not.toBeNull());
    expect(count()).toBe(2);
    expect(document.querySelector('.wopb-pagination-wrap')).toBeNull();
    const sent = new URLSearchParams(requests[0]?.text);
    expect(requests[0]?.url.search).toBe('?wc-ajax=wopb_filter');
    expect([...sent.keys()]).toEqual([
      'action',
      'taxtype',
      'taxonomy',
      'blockId',
      'postId',
      'blockName',
      'currentUrl',
      'widgetBlockId',
      'wpnonce',
    ]);
    expect(Object.fromEntries(sent)).toMatchObject({
      action: 'wopb_filter',
      taxtype: 'product_cat',
      taxonomy: 'giyim',
      blockId: 'vitrin-sekmeler',
      postId: '15',
      currentUrl: '/vitrin/',
      wpnonce: 'page-nonce',
    });
    expect(window.location.search).toBe('?tab-vitrin-sekmeler=giyim');
    await waitFor(() =>
      expect(document.querySelector('[role="status"]')?.textContent).toBe('“Giyim”: 2 ürün gösteriliyor'),
    );
  });

  test('an empty tab announces “no product”; the keyboard moves between tabs', async () => {
    tabReplies();
    mount();
    tab('Tümü').focus();
    tab('Tümü').dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect(document.activeElement).toBe(tab('İndirimde'));
    tab('İndirimde').click();
    await waitFor(() =>
      expect(document.querySelector('[role="status"]')?.textContent).toBe('“İndirimde”: ürün bulunamadı'),
    );
    expect(count()).toBe(0);
  });

  test('a newer tab aborts the older call; Back shows the previous tab again', async () => {
    const requests = tabReplies();
    mount();
    tab('Elektronik').click();
    tab('Giyim').click();
    await waitFor(() => expect(count()).toBe(2));
    // the older call was aborted (before or after it was sent); only Giyim's content came in
    expect(new URLSearchParams(requests.at(-1)?.text).get('taxonomy')).toBe('giyim');
    expect(tab('Giyim')).toHaveClass('filter-active');
    expect(tab('Elektronik')).not.toHaveClass('filter-active');
    window.history.replaceState(null, '', '/vitrin/?tab-vitrin-sekmeler=elektronik');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(tab('Elektronik')).toHaveClass('filter-active'));
    await waitFor(() => expect(count()).toBe(3));
  });

  test('SPEC §8: a 500 logs the line, the loading state goes, the previous tab comes back', async () => {
    serve(() => text('', { status: 500 }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mount();
    tab('Giyim').click();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error occured.please try again', 500));
    expect(tab('Tümü')).toHaveClass('filter-active');
    expect(tab('Giyim')).not.toHaveClass('filter-active');
    expect(document.querySelector('.wopb-block-wrapper')?.className).toBe('wopb-block-wrapper');
  });

  test('stop() puts the server’s HTML back after a tab was chosen', async () => {
    tabReplies();
    const { printed, stop } = mount();
    tab('Giyim').click();
    await waitFor(() => expect(count()).toBe(2));
    stop();
    expect(blockHtml()).toBe(printed);
  });
});
