import { BLOCK_FAILURE_LOG, setHttpClient } from '@firsat/core/http';
import { configure } from '@firsat/core/island';
import {
  deferred,
  fakeFetch,
  json,
  type SeenRequest,
  startBehaviour,
  TEST_SETTINGS,
} from '@firsat/core/testing';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { replyPosts, searchBlockMarkup, searchReplyHtml } from './fixtures';
import postSearchBehaviour from './island';
import { createSearchModel, MIN_SEARCH_CHARS, remaining, resultsPageUrl, shouldSearch } from './model';
import { navigation } from './navigation';
import { postSearchProps } from './props';

const SEARCH = '.ultp-search-frontend.ultp-search-container';
const stops: (() => void)[] = [];
function page(markup = searchBlockMarkup()) {
  document.body.innerHTML = `<main><a href="#once">önce</a>${markup}<a href="#sonra">sonra</a></main>`;
  return document.querySelector(SEARCH) as HTMLElement;
}
function mount(el: HTMLElement) {
  const { stop } = startBehaviour(postSearchBehaviour, el);
  stops.push(stop);
  return stop;
}
function serve(reply: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(reply);
  vi.stubGlobal('fetch', fake.fetch);
  return fake.requests;
}
const body = (request: SeenRequest | undefined) =>
  JSON.parse(request?.text ?? '{}') as Record<string, unknown>;
const input = () => document.querySelector('input.ultp-searchres-input') as HTMLInputElement;
const box = () => document.querySelector('main > .result-data.ultp-block-ara1b2') as HTMLElement;
const options = () => [...box().querySelectorAll('.ultp-result-data [role="option"]')];
const liveText = () => document.querySelector('[aria-live="polite"]')?.textContent ?? '';

/** Answers a page of `perPage` results out of `total`, by the request's `paged`. */
const pages =
  (total: number, perPage = 3) =>
  (request: SeenRequest) => {
    const { paged } = body(request) as { paged: number };
    const first = (paged - 1) * perPage + 1;
    const count = Math.max(0, Math.min(perPage, total - first + 1));
    return json({ post_data: searchReplyHtml(replyPosts(first, count)), post_count: total });
  };

beforeAll(() => postSearchBehaviour.messages?.load());
beforeEach(() => {
  sessionStorage.clear();
  configure({ ...TEST_SETTINGS, postBlocks: { security: 'ultp-nonce-1', homeUrl: 'https://blog.test' } });
  setHttpClient(undefined);
  vi.spyOn(navigation, 'go').mockImplementation(() => {});
  vi.spyOn(navigation, 'open').mockImplementation(() => {});
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
  setHttpClient(undefined);
});

describe('post search model', () => {
  test('3 characters make a search; spaces at the ends do not count', () => {
    expect(MIN_SEARCH_CHARS).toBe(3);
    expect(shouldSearch('ış')).toBe(false);
    expect(shouldSearch(' ab ')).toBe(false);
    expect(shouldSearch('İst')).toBe(true);
  });

  test('the results page: ?s= encoded, ultp_exclude as JSON', () => {
    expect(resultsPageUrl('https://blog.test', 'çay & simit', [])).toBe(
      'https://blog.test/?s=%C3%A7ay+%26+simit',
    );
    expect(resultsPageUrl('https://blog.test/', 'çay', ['page'])).toBe(
      'https://blog.test/?s=%C3%A7ay&ultp_exclude=%5B%22page%22%5D',
    );
  });

  test('under 3 characters the paging goes back to 1; view all asks the next page while some remain', () => {
    const model = createSearchModel(true);
    expect(model.change('ist')).toEqual({ request: 1, paged: 1 });
    model.resolved(1, 7, 3);
    expect(remaining(model.getSnapshot())).toBe(4);
    expect(model.more()).toEqual({ request: 2, paged: 2 });
    model.resolved(2, 7, 6);
    expect(model.getSnapshot().paged).toBe(2);
    expect(model.change('is')).toBeNull();
    expect(model.getSnapshot()).toMatchObject({ status: 'idle', paged: 1, shown: 0 });
    expect(model.change('ist')).toEqual({ request: 4, paged: 1 });
  });
});

describe('post search props', () => {
  test('read the printed data-* (the unquoted author, the empty post types)', () => {
    const props = postSearchProps.parse(page());
    expect(props).toMatchObject({
      blockId: 'ara1b2',
      ajax: true,
      goSearch: true,
      newTab: false,
      image: true,
      author: '1',
      date: true,
      excerpt: false,
      excerptLimit: 25,
      category: true,
      viewAll: true,
      perPage: 3,
      popupType: '',
      exclude: [],
    });
  });

  test('the left-out post types are kept as printed; anything else leaves nothing out', () => {
    const printed = `data-searchPostType='[{"value":"page","title":"page"},{"value":"product","title":"product"}]'`;
    expect(
      postSearchProps.parse(page(searchBlockMarkup().replace('data-searchPostType=', printed))).exclude,
    ).toEqual([
      { value: 'page', title: 'page' },
      { value: 'product', title: 'product' },
    ]);
    const broken = searchBlockMarkup().replace('data-searchPostType=', 'data-searchPostType="Array"');
    expect(postSearchProps.parse(page(broken)).exclude).toEqual([]);
  });

  test('a bad flag names the island, the attribute and the value', () => {
    const el = page(searchBlockMarkup().replace('data-ajax="1"', 'data-ajax="belki"'));
    expect(() => postSearchProps.parse(el)).toThrow(/post-search.*data-ajax.*belki/);
  });
});

describe('post search behaviour', () => {
  test('under 3 characters nothing is asked or shown; from 3 the loader, then the results, their count announced', async () => {
    const reply = deferred<Response>();
    const requests = serve(() => reply.promise);
    mount(page());
    await userEvent.type(input(), 'İs');
    expect(requests).toHaveLength(0);
    expect(box().hidden).toBe(true);

    await userEvent.type(input(), 't');
    expect(requests).toHaveLength(1);
    expect(box().hidden).toBe(false);
    expect(box().querySelector('.ultp-result-loader')).toHaveClass('active');
    expect(document.querySelector('.ultp-search-clear')).toHaveClass('active');
    expect(requests[0]?.url.pathname).toBe('/wp-json/ultp/ultp_search_data');
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.get('X-WP-Nonce')).toBe('nonce-1');
    expect(body(requests[0])).toEqual({
      searchText: 'İst',
      date: 1,
      image: 1,
      author: 1,
      excerpt: 0,
      category: 1,
      excerptLimit: 25,
      postPerPage: 3,
      exclude: false,
      paged: 1,
      wpnonce: 'ultp-nonce-1',
    });

    reply.resolve(json({ post_data: searchReplyHtml(replyPosts(1, 3)), post_count: 7 }));
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(box().querySelector('.ultp-result-loader')).not.toHaveClass('active');
    expect(box().querySelector('.ultp-result-data')).toHaveClass('ultp-result-show');
    expect(box().querySelector('.ultp-viewall-results')).toHaveClass('active');
    expect(box().querySelector('.ultp-viewall-results span')).toHaveTextContent('(4)');
    expect(input()).toHaveAttribute('role', 'combobox');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(liveText()).toBe('7 sonuç bulundu'));
  });

  test('view all appends the next page and shows what remains; below 3 characters the paging resets', async () => {
    const requests = serve(pages(7));
    mount(page());
    await userEvent.type(input(), 'ist');
    await waitFor(() => expect(options()).toHaveLength(3));
    await userEvent.click(box().querySelector('.ultp-viewall-results') as HTMLElement);
    await waitFor(() => expect(options()).toHaveLength(6));
    expect(body(requests[1])).toMatchObject({ searchText: 'ist', paged: 2, postPerPage: 3 });
    expect(box().querySelector('.ultp-viewall-results span')).toHaveTextContent('(1)');
    expect(options()[3]).toHaveTextContent('İstanbul gezisi 4');
    expect(document.activeElement).toBe(input());

    await userEvent.type(input(), '{Backspace}');
    expect(box().hidden).toBe(true);
    expect(box().querySelector('.ultp-result-data')?.childElementCount).toBe(0);
    await userEvent.type(input(), 't');
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(body(requests[2])).toMatchObject({ paged: 1 });
  });

  test('no result: the block’s no-result text shows and is announced', async () => {
    serve(() => json({ post_data: '', post_count: 0 }));
    mount(page());
    await userEvent.type(input(), 'yokyok');
    await waitFor(() => expect(box().querySelector('.ultp-search-noresult')).toHaveClass('active'));
    expect(box().querySelector('.ultp-search-noresult')).toHaveTextContent('Sonuç bulunamadı');
    expect(box().querySelector('.ultp-viewall-results')).not.toHaveClass('active');
    await waitFor(() => expect(liveText()).toBe('Sonuç bulunamadı'));
  });

  test('the latest search wins: an older reply arriving late is dropped', async () => {
    const first = deferred<Response>();
    const requests = serve((_r, i) =>
      i === 0
        ? first.promise
        : json({ post_data: searchReplyHtml([{ slug: 'yeni', title: 'Yeni' }]), post_count: 1 }),
    );
    mount(page());
    await userEvent.type(input(), 'isti');
    await waitFor(() => expect(options()).toHaveLength(1));
    first.resolve(json({ post_data: searchReplyHtml(replyPosts(1, 3)), post_count: 3 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(options()).toHaveLength(1);
    expect(options()[0]).toHaveTextContent('Yeni');
    expect(requests).toHaveLength(2);
  });

  test('the keyboard: Down and Up through the results and view all, Enter opens the post or runs view all, Escape hides', async () => {
    serve(pages(5));
    mount(page());
    await userEvent.type(input(), 'ist');
    await waitFor(() => expect(options()).toHaveLength(3));
    await userEvent.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', options()[0]?.id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    const viewAll = box().querySelector('.ultp-viewall-results') as HTMLElement;
    expect(input()).toHaveAttribute('aria-activedescendant', viewAll.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(options()).toHaveLength(5));
    // the first new result takes the place of “view all”
    expect(input()).toHaveAttribute('aria-activedescendant', options()[3]?.id);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(navigation.go).toHaveBeenCalledWith('https://blog.test/istanbul-gezisi-5/');
    await userEvent.keyboard('{Escape}');
    expect(box().hidden).toBe(true);
    expect(input()).toHaveValue('ist');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  test('the left-out post types go as printed in exclude, their values in ultp_exclude', async () => {
    const requests = serve(pages(0));
    const printed = `data-searchPostType='[{"value":"page","title":"page"}]'`;
    mount(page(searchBlockMarkup().replace('data-searchPostType=', printed)));
    await userEvent.type(input(), 'çay');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(body(requests[0]).exclude).toEqual([{ value: 'page', title: 'page' }]);
    await userEvent.keyboard('{Enter}');
    expect(navigation.open).toHaveBeenCalledWith(
      'https://blog.test/?s=%C3%A7ay&ultp_exclude=%5B%22page%22%5D',
      '_self',
    );
  });

  test('Enter without a highlighted result, or the button, opens the results page in this tab or a new one', async () => {
    serve(pages(0));
    mount(page());
    await userEvent.type(input(), 'çay{Enter}');
    expect(navigation.open).toHaveBeenCalledWith('https://blog.test/?s=%C3%A7ay', '_self');
    for (const stop of stops.splice(0)) stop();
    mount(page(searchBlockMarkup({ newTab: true, ajax: false })));
    await userEvent.type(input(), 'simit');
    await userEvent.click(document.querySelector('.ultp-search-button') as HTMLElement);
    expect(navigation.open).toHaveBeenLastCalledWith('https://blog.test/?s=simit', '_blank');
  });

  test('a press outside hides the results and keeps the text; a press in the input shows them again', async () => {
    serve(pages(2));
    mount(page());
    await userEvent.type(input(), 'ist');
    await waitFor(() => expect(options()).toHaveLength(2));
    await userEvent.click(document.querySelector('main') as HTMLElement);
    expect(box().hidden).toBe(true);
    await userEvent.click(input());
    expect(box().hidden).toBe(false);
  });

  test('a failure logs SPEC §8 with the status, removes the loader and is announced', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(() => json({ code: 'boom' }, { status: 500 }));
    mount(page());
    await userEvent.type(input(), 'ist');
    await waitFor(() => expect(error).toHaveBeenCalledWith(BLOCK_FAILURE_LOG, 500));
    expect(box().querySelector('.ultp-result-loader')).not.toHaveClass('active');
    await waitFor(() => expect(liveText()).toBe('Arama yapılamadı. Lütfen tekrar deneyin.'));
  });

  test('an expired nonce: ultp_get_nonce once, the search goes through with the fresh one', async () => {
    const requests = serve((request) => {
      if (request.url.pathname.endsWith('admin-ajax.php'))
        return json({ success: true, data: { nonce: 'fresh-2' } });
      return body(request).wpnonce === 'fresh-2'
        ? pages(2)(request)
        : json({ code: 'invalid_nonce', message: 'Nonce' }, { status: 403 });
    });
    mount(page());
    await userEvent.type(input(), 'ist');
    await waitFor(() => expect(options()).toHaveLength(2));
    expect(requests.map((r) => r.url.pathname)).toEqual([
      '/wp-json/ultp/ultp_search_data',
      '/wp-admin/admin-ajax.php',
      '/wp-json/ultp/ultp_search_data',
    ]);
    expect(new URLSearchParams(requests[1]?.text).get('action')).toBe('ultp_get_nonce');
    expect(sessionStorage.getItem('ultp_nonce')).toBe('fresh-2');
  });

  test('the popup layout: the icon is a keyboard button opening the canvas as a dialog; Escape closes and the focus goes back', async () => {
    serve(pages(2));
    const el = page(searchBlockMarkup({ popupType: 'popup' }));
    mount(el);
    const icon = el.querySelector('.ultp-searchpopup-icon') as HTMLElement;
    expect(icon).toHaveAttribute('role', 'button');
    expect(icon).toHaveAccessibleName('Ara');
    expect(box().contains(document.querySelector('.ultp-search-canvas'))).toBe(true);
    expect(box().hidden).toBe(true);
    icon.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(box()).toHaveClass('popup-active'));
    expect(document.activeElement).toBe(input());
    await userEvent.type(input(), 'ist');
    await waitFor(() => expect(options()).toHaveLength(2));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(box()).not.toHaveClass('popup-active'));
    expect(document.activeElement).toBe(icon);
  });

  test('unbound, the block is as printed and the floating box is gone', async () => {
    serve(pages(4));
    const el = page(searchBlockMarkup({ popupType: 'top' }));
    const before = document.body.innerHTML;
    const stop = mount(el);
    (el.querySelector('.ultp-searchpopup-icon') as HTMLElement).click();
    await waitFor(() => expect(box()).toHaveClass('popup-active'));
    await userEvent.type(input(), 'ist');
    await waitFor(() => expect(options()).toHaveLength(3));
    stop();
    input().value = '';
    expect(document.querySelector('.result-data')).toBeNull();
    const main = document.querySelector('main') as HTMLElement;
    expect(main.outerHTML).toBe(before.replace(/<\/main>[\s\S]*$/, '</main>'));
    expect(document.querySelector('.result-data')).toBeNull();
  });
});
