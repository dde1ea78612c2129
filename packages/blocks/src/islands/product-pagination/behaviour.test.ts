import { startBehaviour, text } from '@firsat/core/testing';
import { waitFor } from '@testing-library/react';
import { listingItems } from '../../shared/block-requests';
import { blockHtml, itemNames, listingTestHooks } from '../../shared/listing-tests';
import { paginationBlockMarkup } from './fixtures';
import productPaginationBehaviour from './island';
import { slotKind } from './markup';
import { targetPage } from './model';

const { serve, track } = listingTestHooks(
  { ajax_pagination: '/?wc-ajax=wopb_pagination' },
  productPaginationBehaviour.messages,
);

function mount(markup = paginationBlockMarkup()) {
  document.body.innerHTML = markup;
  const host = document.querySelector('.wopb-pagination-wrap') as HTMLElement;
  const printed = blockHtml();
  const { stop } = startBehaviour(productPaginationBehaviour, host);
  track(stop);
  return { host, printed, stop };
}
/** Replies page N's three items ("Ürün 3N-2" …). */
const pages = () =>
  serve((request) => {
    const page = Number(new URLSearchParams(request.text).get('paged'));
    return text(listingItems((page - 1) * 3 + 1, 3));
  });
const names = itemNames;
/** The visible items' labels, as a reader sees the list. */
const visible = () =>
  [...document.querySelectorAll('.wopb-pagination li')]
    .filter((li) => (li as HTMLElement).style.display !== 'none')
    .map(
      (li) =>
        `${li.classList.contains('pagination-active') ? '*' : ''}${li.textContent?.trim() || slotKind(li)}`,
    );
const item = (selector: string) =>
  document.querySelector(`.wopb-pagination ${selector} a`) as HTMLAnchorElement;

describe('pagination clicks', () => {
  test('the page of an item: data-current, or current ∓ 1 for previous/next; none for dots or the same page', () => {
    const at = { current: 3, total: 6 };
    expect(targetPage({ kind: 'page', dataCurrent: '4' }, at)).toBe(4);
    expect(targetPage({ kind: 'prev', dataCurrent: null }, at)).toBe(2);
    expect(targetPage({ kind: 'next', dataCurrent: null }, at)).toBe(4);
    expect(targetPage({ kind: 'last', dataCurrent: '6' }, at)).toBe(6);
    expect(targetPage({ kind: 'first-dot', dataCurrent: null }, at)).toBeNull();
    expect(targetPage({ kind: 'page', dataCurrent: '3' }, at)).toBeNull();
    expect(targetPage({ kind: 'next', dataCurrent: null }, { current: 6, total: 6 })).toBeNull();
  });
});

describe('product pagination', () => {
  test('binding leaves the printed list as it is (the server printed what the model says) but for aria-current', () => {
    const { printed } = mount();
    expect(item('.pagination-active')).toHaveAttribute('aria-current', 'page');
    expect(blockHtml()?.replace(' aria-current="page"', '')).toBe(printed);
    expect(visible()).toEqual(['*1', '2', '3', '…', '6', 'Sonraki'].map((x) => (x === '…' ? '...' : x)));
  });

  test('previous and next links that hold only the plugin’s icon get a name; stopping takes it away', () => {
    const icon = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M0 0h24"/></svg>';
    const { printed, stop } = mount(
      paginationBlockMarkup().replace('>Önceki</a>', `>${icon}</a>`).replace('>Sonraki</a>', `>${icon}</a>`),
    );
    expect(item('.wopb-prev-page-numbers')).toHaveAttribute('aria-label', 'Önceki sayfa');
    expect(item('.wopb-next-page-numbers')).toHaveAttribute('aria-label', 'Sonraki sayfa');
    stop();
    expect(blockHtml()).toBe(printed);
  });

  test('a previous or next link with words keeps them as its name', () => {
    mount();
    expect(item('.wopb-next-page-numbers')).not.toHaveAttribute('aria-label');
  });

  test('posts wopb_pagination with the plugin’s fields and replaces the items; the list follows core’s model', async () => {
    const requests = pages();
    mount();
    item('.wopb-center-item[data-current="3"]').click();
    await waitFor(() => expect(names()).toEqual(['Ürün 7', 'Ürün 8', 'Ürün 9']));
    const sent = new URLSearchParams(requests[0]?.text);
    expect(requests[0]?.url.search).toBe('?wc-ajax=wopb_pagination');
    expect([...sent.keys()]).toEqual([
      'action',
      'paged',
      'blockId',
      'postId',
      'blockName',
      'builder',
      'widgetBlockId',
      'wpnonce',
    ]);
    expect(Object.fromEntries(sent)).toMatchObject({
      action: 'wopb_pagination',
      paged: '3',
      blockId: 'vitrin-sayfalar',
      postId: '15',
    });
    expect(document.querySelector('.wopb-pagination-wrap')).toHaveAttribute('data-paged', '3');
    // 3 of 6: previous, 1 (no dot: 1 sits next to the centre 2 3 4), the last dot and 6, next
    expect(visible()).toEqual(['Önceki', '1', '2', '*3', '4', '...', '6', 'Sonraki']);
    expect(item('.pagination-active')).toHaveAttribute('aria-current', 'page');
    expect(item('.wopb-next-page-numbers').getAttribute('href')).toBe('/vitrin/?paged-vitrin-sayfalar=4');
  });

  test('next to the last page: next hidden, the first shortcut and its dot shown; previous back', async () => {
    pages();
    mount();
    item('.wopb-last-pages').click();
    await waitFor(() => expect(names()).toEqual(['Ürün 16', 'Ürün 17', 'Ürün 18']));
    expect(visible()).toEqual(['Önceki', '1', '...', '4', '5', '*6']);
    item('.wopb-prev-page-numbers').click();
    await waitFor(() => expect(names()).toEqual(['Ürün 13', 'Ürün 14', 'Ürün 15']));
    expect(visible()).toEqual(['Önceki', '1', '...', '4', '*5', '6', 'Sonraki']);
  });

  test('after a page change: focus on the heading, the page announced politely, the address pushed; Back loads it again', async () => {
    pages();
    mount();
    const push = vi.spyOn(window.history, 'pushState');
    item('.wopb-next-page-numbers').click();
    await waitFor(() => expect(names()).toEqual(['Ürün 4', 'Ürün 5', 'Ürün 6']));
    expect(document.activeElement).toBe(document.querySelector('.wopb-heading-inner'));
    await waitFor(() =>
      expect(document.querySelector('[role="status"]')?.textContent).toBe('Sayfa 2 / 6: 3 ürün gösteriliyor'),
    );
    expect(push).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('?paged-vitrin-sayfalar=2');
    // Back
    window.history.replaceState(null, '', '/vitrin/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(names()).toEqual(['Ürün 1', 'Ürün 2', 'Ürün 3']));
    expect(push).toHaveBeenCalledTimes(1);
  });

  test('scrolls to 50 px above the block only when the reader is past its top', async () => {
    pages();
    mount();
    const block = document.querySelector('.wp-block-product-blocks-product-grid-1') as HTMLElement;
    vi.spyOn(block, 'getBoundingClientRect').mockReturnValue({ top: -400 } as DOMRect);
    Object.defineProperty(window, 'scrollY', { value: 1000, configurable: true });
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    item('.wopb-next-page-numbers').click();
    await waitFor(() => expect(scroll).toHaveBeenCalledWith(0, 550));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  test('a shared link on a store that did not render its page: the address’s page is fetched once', async () => {
    const requests = pages();
    window.history.replaceState(null, '', '/vitrin/?paged-vitrin-sayfalar=4');
    mount();
    await waitFor(() => expect(names()).toEqual(['Ürün 10', 'Ürün 11', 'Ürün 12']));
    expect(requests).toHaveLength(1);
  });

  test('SPEC §8: a 500 logs the line with the status, the loading state goes, the list shows the page before', async () => {
    serve(() => text('', { status: 500 }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mount();
    item('.wopb-center-item[data-current="2"]').click();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error occured.please try again', 500));
    expect(names()).toEqual(['Ürün 1', 'Ürün 2', 'Ürün 3']);
    expect(document.querySelector('.wopb-pagination-wrap')).toHaveAttribute('data-paged', '1');
    expect(document.querySelector('.wopb-block-wrapper')?.className).toBe('wopb-block-wrapper');
  });

  test('stop() puts the server’s HTML back after a page change', async () => {
    pages();
    const { printed, stop } = mount();
    item('.wopb-last-pages').click();
    await waitFor(() => expect(names()).toEqual(['Ürün 16', 'Ürün 17', 'Ürün 18']));
    stop();
    expect(blockHtml()).toBe(printed);
  });
});
