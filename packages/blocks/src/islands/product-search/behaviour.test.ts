import { setHttpClient } from '@firsat/core/http';
import { configure } from '@firsat/core/island';
import { fakeFetch, json, startBehaviour, TEST_SETTINGS } from '@firsat/core/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchBlockMarkup, searchReplyHtml } from './fixtures';
import productSearchBehaviour from './island';
import { messages } from './messages';
import { navigation } from './navigation';
import { productSearchProps } from './props';

const PRODUCTS = [
  { slug: 'akilli-saat-pro', name: 'Akıllı Saat Pro', price: '2.499,00' },
  { slug: 'akilli-robot-supurge', name: 'Akıllı Robot Süpürge', price: '8.999,00' },
];

function serve(reply: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(reply);
  vi.stubGlobal('fetch', fake.fetch);
  return fake.requests;
}

const answer = (html: string) => json(html);

/** Serves `reply(search)` and records each request's signal, in order. */
function recordSignals(reply: (search: string) => Response | Promise<Response>): AbortSignal[] {
  const signals: AbortSignal[] = [];
  serve((seen) => reply(JSON.parse(seen.text).search as string));
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    signals.push(request.signal);
    return realFetch(request);
  });
  return signals;
}

function mountSearch(markup = searchBlockMarkup()) {
  document.body.innerHTML = markup;
  const host = document.querySelector('.wopb-product-search-block') as HTMLElement;
  const printed = host.outerHTML;
  const { stop } = startBehaviour(productSearchBehaviour, host);
  stops.push(stop);
  const input = screen.getByRole('combobox') as HTMLInputElement;
  return { host, printed, input, stop };
}

const liveText = () => document.querySelector('[aria-live="polite"]')?.textContent;
const stops: (() => void)[] = [];

let go: ReturnType<typeof vi.fn<(url: string) => void>>;
beforeAll(() => messages.load());
beforeEach(() => {
  configure({ ...TEST_SETTINGS, productBlocks: { security: 'page-nonce' } });
  setHttpClient(undefined);
  sessionStorage.clear();
  go = vi.fn<(url: string) => void>();
  vi.spyOn(navigation, 'go').mockImplementation(go);
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setHttpClient(undefined);
  document.body.innerHTML = '';
});

describe('product search props', () => {
  test('read the block data-* and its printed parts', () => {
    document.body.innerHTML = `<div class="widget_block" id="block-7">${searchBlockMarkup()}</div>`;
    const props = productSearchProps.parse(
      document.querySelector('.wopb-product-search-block') as HTMLElement,
    );
    expect(props).toMatchObject({
      blockId: 'arama',
      blockName: 'product-blocks_product-search',
      postId: 12,
    });
    expect(props.block.redirect).toBe('https://magaza.example/');
    expect(props.block.widgetBlockId).toBe('7');
    expect(props.block.categoryItems.map((li) => li.getAttribute('value'))).toEqual([
      '',
      'elektronik',
      'giyim',
    ]);
  });

  test('a block without its input names the island and the part', () => {
    document.body.innerHTML = searchBlockMarkup().replace(/<input[^>]*>/, '');
    expect(() =>
      productSearchProps.parse(document.querySelector('.wopb-product-search-block') as HTMLElement),
    ).toThrow('[firsat] product-search: input.wopb-search-input=missing');
  });
});

describe('product search behaviour', () => {
  test('the input is an ARIA 1.2 combobox; 3 letters send the payload and show the results as options', async () => {
    const requests = serve(() => answer(searchReplyHtml({ products: PRODUCTS })));
    const { input, host } = mountSearch();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    await userEvent.type(input, 'AKI');
    const listbox = await screen.findByRole('listbox', { name: 'Arama sonuçları' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getAllByRole('option').map((o) => o.textContent?.replace(/\s+/g, ' '))).toEqual([
      'Akıllı Saat Pro2.499,00 ₺',
      'Akıllı Robot Süpürge8.999,00 ₺',
    ]);
    expect(host.querySelector('.wopb-search-result')).not.toHaveClass('wopb-d-none');
    expect(host.querySelector('.wopb-search-result')?.contains(listbox)).toBe(true);
    expect(requests).toHaveLength(1);
    const seen = requests[0];
    expect(seen?.method).toBe('POST');
    expect(seen?.url.pathname).toBe('/wp-json/wopb/product-search');
    expect(JSON.parse(seen?.text ?? '')).toEqual({
      search: 'AKI',
      category: '',
      blockId: 'arama',
      blockName: 'product-blocks_product-search',
      postId: '12',
      widgetBlockId: '',
      wpnonce: 'page-nonce',
    });
  });

  test('under 3 characters nothing is sent; deleting back under 3 clears the results', async () => {
    const requests = serve(() => answer(searchReplyHtml({ products: PRODUCTS })));
    const { input, host } = mountSearch();
    await userEvent.type(input, 'ak');
    expect(requests).toHaveLength(0);
    await userEvent.type(input, 'ı');
    await screen.findByRole('listbox');
    await userEvent.type(input, '{Backspace}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(host.querySelector('.wopb-search-result')).toHaveClass('wopb-d-none');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  test('a stale request is aborted when a newer one starts; only the newest answer shows', async () => {
    const signals: AbortSignal[] = [];
    const requests = serve((seen) => {
      const search = JSON.parse(seen.text).search as string;
      return search === 'kahv'
        ? answer(searchReplyHtml({ products: [{ slug: 'kahve', name: 'Filtre Kahve' }] }))
        : new Promise(() => {});
    });
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      signals.push(request.signal);
      return realFetch(request);
    });
    const { input } = mountSearch();
    await userEvent.type(input, 'kahv');
    await screen.findByRole('option', { name: /Filtre Kahve/ });
    expect(requests.map((r) => JSON.parse(r.text).search)).toEqual(['kah', 'kahv']);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  test('emptying the box aborts the request out; an answered request is not aborted by the next change', async () => {
    const signals = recordSignals((search) =>
      search === 'kah' ? answer(searchReplyHtml({ products: PRODUCTS })) : new Promise(() => {}),
    );
    const { input } = mountSearch();
    await userEvent.type(input, 'kah');
    await screen.findByRole('listbox');
    await userEvent.type(input, 'v');
    expect(signals).toHaveLength(2);
    expect(signals[0]?.aborted).toBe(false);
    await userEvent.clear(input);
    expect(signals).toHaveLength(2);
    expect(signals[0]?.aborted).toBe(false);
    expect(signals[1]?.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  test('unbound, the request out is aborted', async () => {
    const signals = recordSignals(() => new Promise(() => {}));
    const { input, stop } = mountSearch();
    await userEvent.type(input, 'kah');
    expect(signals[0]?.aborted).toBe(false);
    stop();
    expect(signals[0]?.aborted).toBe(true);
  });

  test('a chosen category searches with no text, sending its slug', async () => {
    const requests = serve(() => answer(searchReplyHtml({ products: PRODUCTS })));
    const { host } = mountSearch();
    await userEvent.click(host.querySelector('li[value="elektronik"]') as HTMLElement);
    await screen.findByRole('listbox');
    expect(JSON.parse(requests[0]?.text ?? '')).toMatchObject({ search: '', category: 'elektronik' });
    expect(host.querySelector('.wopb-selected-text')).toHaveAttribute('value', 'elektronik');
  });

  test('arrow keys move aria-activedescendant; Enter opens the highlighted product', async () => {
    serve(() => answer(searchReplyHtml({ products: PRODUCTS })));
    const { input } = mountSearch();
    await userEvent.type(input, 'akı');
    await screen.findByRole('listbox');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1] as HTMLElement;
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]?.id);
    await userEvent.keyboard('{Enter}');
    expect(go).toHaveBeenCalledWith('https://magaza.example/urun/akilli-saat-pro/');
    expect(input).toHaveFocus();
  });

  test('Enter without a highlighted result opens the results page with the text and category', async () => {
    serve(() => answer(searchReplyHtml({ products: PRODUCTS })));
    const { input, host } = mountSearch();
    await userEvent.click(host.querySelector('li[value="giyim"]') as HTMLElement);
    await userEvent.type(input, 'tişört');
    await userEvent.keyboard('{Enter}');
    expect(go).toHaveBeenLastCalledWith('https://magaza.example/?s=ti%C5%9F%C3%B6rt&product_cat=giyim');
  });

  test('Escape closes the popup and keeps the text; ArrowDown opens it again', async () => {
    serve(() => answer(searchReplyHtml({ products: PRODUCTS })));
    const { input } = mountSearch();
    await userEvent.type(input, 'akı');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(input.value).toBe('akı');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]?.id);
  });

  test('shows the loading state, then the server’s "no result" and announces it politely once', async () => {
    let release: (r: Response) => void = () => {};
    serve(() => new Promise<Response>((resolve) => (release = resolve)));
    const { input, host } = mountSearch();
    await userEvent.type(input, 'zzz');
    await waitFor(() => expect(host.querySelector('.wopb-loader-container')).toHaveClass('wopb-spin-loader'));
    expect(host.querySelector('.wopb-search-result')).toHaveAttribute('aria-busy', 'true');
    await act(async () => release(answer(searchReplyHtml())));
    expect(await screen.findByRole('heading', { name: 'Sonuç bulunamadı' })).toBeInTheDocument();
    expect(host.querySelector('.wopb-loader-container')).not.toHaveClass('wopb-spin-loader');
    await waitFor(() =>
      expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Sonuç bulunamadı'),
    );
    expect(document.querySelectorAll('[aria-live="polite"] > *')).toHaveLength(1);
  });

  test("a server error shows the error state and logs SPEC §8's failure with the status", async () => {
    serve(() => json({ code: 'internal', message: 'x', data: { status: 500 } }, { status: 500 }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { input, host } = mountSearch();
    await userEvent.type(input, 'kah');
    await waitFor(() => expect(liveText()).toBe('Arama yapılamadı. Lütfen tekrar deneyin.'));
    expect(log).toHaveBeenCalledWith('Error occured.please try again', 500);
    expect(host.querySelector('.wopb-loader-container')).not.toHaveClass('wopb-spin-loader');
    expect(host.querySelector('.wopb-search-result')).toHaveClass('wopb-d-none');
    expect(input.value).toBe('kah');
  });

  test('offline (the fetch fails) is the error state too', async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { input } = mountSearch();
    await userEvent.type(input, 'kah');
    await waitFor(() => expect(liveText()).toBe('Arama yapılamadı. Lütfen tekrar deneyin.'));
    expect(log).toHaveBeenCalledWith('Error occured.please try again', 0);
  });

  test('a malformed reply (not a string) is the error state', async () => {
    serve(() => json({ html: 1 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { input } = mountSearch();
    await userEvent.type(input, 'kah');
    await waitFor(() => expect(liveText()).toBe('Arama yapılamadı. Lütfen tekrar deneyin.'));
    expect(screen.queryByRole('option')).toBeNull();
  });

  test('a refused wpnonce fetches a fresh one (wopb_get_nonce) and retries once', async () => {
    const requests = serve((seen) => {
      if (seen.url.pathname.endsWith('admin-ajax.php'))
        return json({ success: true, data: { nonce: 'fresh-nonce' } });
      return JSON.parse(seen.text).wpnonce === 'fresh-nonce'
        ? answer(searchReplyHtml({ products: PRODUCTS }))
        : json({ code: 'rest_forbidden', message: 'no', data: { status: 403 } }, { status: 403 });
    });
    const { input } = mountSearch();
    await userEvent.type(input, 'akı');
    await screen.findByRole('listbox');
    expect(requests.map((r) => r.url.pathname)).toEqual([
      '/wp-json/wopb/product-search',
      '/wp-admin/admin-ajax.php',
      '/wp-json/wopb/product-search',
    ]);
  });

  test('a click on a result opens it; the printed clear control empties the box and closes the list', async () => {
    serve(() => answer(searchReplyHtml({ products: PRODUCTS })));
    const { input, host } = mountSearch();
    const clear = host.querySelector('.wopb-clear') as HTMLElement;
    expect(clear).toHaveClass('wopb-d-none');
    await userEvent.type(input, 'akı');
    await userEvent.click(await screen.findByRole('option', { name: /Akıllı Robot Süpürge/ }));
    expect(go).toHaveBeenCalledWith('https://magaza.example/urun/akilli-robot-supurge/');
    expect(clear).not.toHaveClass('wopb-d-none');
    await userEvent.click(clear);
    expect(input.value).toBe('');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(clear).toHaveClass('wopb-d-none');
    expect(input).toHaveFocus();
  });

  test('the reply’s own HTML goes into the printed box: its links become options, the extra results show when arrowed to', async () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ slug: `urun-${i}`, name: `Ürün ${i}` }));
    serve(() => answer(searchReplyHtml({ products: many })));
    const { input, host } = mountSearch();
    await userEvent.type(input, 'ürü');
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options).toHaveLength(8);
    const box = host.querySelector('.wopb-search-result') as HTMLElement;
    expect(options.every((o) => box.contains(o))).toBe(true);
    expect(box.querySelectorAll('a[href]')).toHaveLength(0);
    expect(box.querySelector('[role="group"]')).toHaveAttribute('aria-labelledby');
    expect(options[6]).toHaveClass('wopb-extended-item', 'wopb-d-none');
    for (let i = 0; i < 7; i += 1) await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[6]?.id);
    expect(options[6]).not.toHaveClass('wopb-d-none');
  });

  test('stopped, the block is as printed', async () => {
    serve(() => answer(searchReplyHtml({ products: PRODUCTS })));
    const { input, host, printed, stop } = mountSearch();
    await userEvent.click(host.querySelector('li[value="elektronik"]') as HTMLElement);
    await userEvent.type(input, 'akı');
    await screen.findByRole('listbox');
    stop();
    input.value = '';
    expect(host.outerHTML).toBe(printed);
  });
});
