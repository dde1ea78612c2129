import { configure } from '../../configure/index';
import { fakeFetch, json, text } from '../../fakes/index';
import { setHttpClient } from '../../http/index';
import { listingAddress } from './address';
import { listingCalls } from './calls';
import { listingClient } from './endpoint';
import { ULTP_TEST_PLUGIN, WOPB_TEST_PLUGIN } from './fixtures';
import { listingLoading } from './loading';
import { paginationSlots, slotKindOf, targetPage } from './pagination';
import { listingPlace } from './place';
import type { ListingPlugin } from './plugin';
import { listingScroll } from './scroll';

// Each part of the listing module, table-driven over the product blocks' and the post blocks'
// descriptions: what differs between the plugins is only the description.

const wopb = WOPB_TEST_PLUGIN;
const ultp = ULTP_TEST_PLUGIN;

beforeEach(() => {
  sessionStorage.clear();
  setHttpClient(undefined);
  configure({
    ajaxUrl: '/wp-admin/admin-ajax.php',
    productBlocks: { security: 'printed-wopb', urls: { ajax_pagination: '/?wc-ajax=wopb_pagination&x=1' } },
    postBlocks: { security: 'printed-ultp' },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setHttpClient(undefined);
});

const form = (body: string) => Object.fromEntries(new URLSearchParams(body));

test.each([
  // [action, where it goes (the address wopb_core prints, else wc-ajax; admin-ajax for ultp), plugin]
  ['wopb_pagination', '/?wc-ajax=wopb_pagination&x=1', wopb],
  ['wopb_load_more', '/?wc-ajax=wopb_load_more', wopb],
  ['ultp_pagination', '/wp-admin/admin-ajax.php', ultp],
  ['ultp_next_prev', '/wp-admin/admin-ajax.php', ultp],
  ['ultp_filter', '/wp-admin/admin-ajax.php', ultp],
] as const)('%s goes to %s with the printed nonce', async (action, url, plugin) => {
  const fake = fakeFetch(() => text('<li>1</li>'));
  vi.stubGlobal('fetch', fake.fetch);
  expect(await listingClient(plugin).call({ action })).toBe('<li>1</li>');
  const [sent] = fake.requests;
  expect(`${sent?.url.pathname}${sent?.url.search}`).toBe(url);
  expect(form(sent?.text ?? '')).toEqual({
    action,
    wpnonce: `printed-${plugin.nonceStorageKey.split('_')[0]}`,
  });
});

test.each([
  ['wopb', wopb, 'wopb_pagination', 'wopb_get_nonce', 'wopb_nonce'],
  ['ultp', ultp, 'ultp_pagination', 'ultp_get_nonce', 'ultp_nonce'],
] as const)(
  '%s: a refused nonce is renewed with %s, kept and sent again',
  async (_, plugin, action, renew, key) => {
    const fake = fakeFetch((request, index) => {
      if (form(request.text).action === renew) return json({ success: true, data: { nonce: 'fresh' } });
      return text(index === 0 ? '' : '<li>2</li>');
    });
    vi.stubGlobal('fetch', fake.fetch);
    const client = listingClient(plugin);
    expect(await client.call({ action })).toBe('<li>2</li>');
    expect(fake.requests.map((r) => [r.url.pathname, form(r.text).action, form(r.text).wpnonce])).toEqual([
      [expect.any(String), action, expect.stringMatching(/^printed-/)],
      ['/wp-admin/admin-ajax.php', renew, undefined],
      [expect.any(String), action, 'fresh'],
    ]);
    expect(sessionStorage.getItem(key)).toBe('fresh');
    expect(client.nonce.current()).toBe('fresh');
  },
);

test.each([
  ['wopb', wopb, 'wopb/product-search', 'printed-wopb'],
  ['ultp', ultp, 'ultp/ultp_search_data', 'printed-ultp'],
] as const)('%s: a REST route gets the nonce as wpnonce', async (_, plugin, path, nonce) => {
  const fake = fakeFetch(() => json({ ok: 1 }));
  vi.stubGlobal('fetch', fake.fetch);
  expect(await listingClient(plugin).rest(path, { search: 'a' })).toEqual({ ok: 1 });
  expect(fake.requests[0]?.url.pathname).toBe(`/wp-json/${path}`);
  expect(JSON.parse(fake.requests[0]?.text ?? '')).toEqual({ search: 'a', wpnonce: nonce });
});

test.each([
  ['wopb', 'wopb-block-wrapper wopb-processing wopb-loading-active', 1, wopb],
  ['ultp', 'wopb-block-wrapper ultp-loading-active', 0, ultp],
] as const)(
  '%s: the loading look (%s, %i overlay), given back as printed',
  (_, classes, overlays, plugin) => {
    document.body.innerHTML = '<div class="wopb-block-wrapper"><p>x</p></div>';
    const wrapper = document.body.firstElementChild;
    const printed = document.body.innerHTML;
    const done = listingLoading(plugin)(wrapper);
    expect(wrapper?.className).toBe(classes);
    expect(wrapper?.getAttribute('aria-busy')).toBe('true');
    expect(wrapper?.querySelectorAll('div').length).toBe(overlays);
    done();
    expect(document.body.innerHTML).toBe(printed);
  },
);

test.each([
  ['wopb', wopb],
  ['ultp', ultp],
] as const)('%s: one call at a time with the loading look; a failure logs and undoes', async (_, plugin) => {
  document.body.innerHTML = '<div id="w"></div>';
  const wrapper = document.getElementById('w');
  const cleanups: (() => void)[] = [];
  const run = listingCalls(plugin)(wrapper, new AbortController().signal, (undo) => cleanups.push(undo));
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  const undo = vi.fn();
  const signals: AbortSignal[] = [];
  let release = () => {};
  const older = run(
    (signal) =>
      new Promise<void>((resolve, reject) => {
        signals.push(signal);
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        release = resolve;
      }),
    undo,
  );
  let seen = '';
  let overlays = -1;
  await run(async (signal) => {
    signals.push(signal);
    seen = wrapper?.className ?? '';
    overlays = wrapper?.childElementCount ?? -1;
  }, undo);
  release();
  await older;
  expect(signals.map((s) => s.aborted)).toEqual([true, false]);
  expect(seen).toBe(plugin.loading.classes.join(' '));
  expect(overlays).toBe(plugin.loading.overlay ? 1 : 0);
  expect(wrapper?.outerHTML).toBe('<div id="w"></div>');
  expect(undo).not.toHaveBeenCalled();
  await run(async () => {
    throw new Error('down');
  }, undo);
  expect(undo).toHaveBeenCalledTimes(1);
  expect(log).toHaveBeenCalledWith('Error occured.please try again', 0);
  expect(cleanups).toHaveLength(3);
  log.mockRestore();
});

test.each([
  // [plugin, change, the address written]
  ['wopb', { page: 3 }, '/vitrin/?a=1&paged-b1=3', wopb],
  ['wopb', { tab: 'tshirt', page: 1 }, '/vitrin/?a=1&tab-b1=tshirt', wopb],
  ['ultp', { page: 3 }, '/vitrin/?a=1&b1_page=3', ultp],
  ['ultp', { tab: 'haber' }, '/vitrin/?a=1&b1_tab=haber', ultp],
] as const)('%s: the block at %o in the address: %s', (_, change, written, plugin) => {
  window.history.replaceState(null, '', '/vitrin/?a=1');
  const address = listingAddress(plugin);
  expect(address.href('b1', change)).toBe(written);
  expect(address.write('b1', change, 'push')).toBe(true);
  expect(`${window.location.pathname}${window.location.search}`).toBe(written);
  expect(address.read('b1')).toEqual({
    page: 'page' in change ? change.page : 1,
    named: 'page' in change && change.page > 1,
    tab: 'tab' in change ? change.tab : null,
  });
  expect(address.write('b1', { page: 1, tab: '' }, 'replace')).toBe(true);
  expect(window.location.search).toBe('?a=1');
});

test.each([
  ['a page of 0', '?paged-b1=0&b1_page=0', { page: 1, named: false, tab: null }],
  ['a page that is no number', '?paged-b1=x&b1_page=x', { page: 1, named: false, tab: null }],
  ['page 2', '?paged-b1=2&b1_page=2', { page: 2, named: true, tab: null }],
])('both plugins read %s alike', (_, query, place) => {
  for (const plugin of [wopb, ultp]) expect(listingAddress(plugin).read('b1', `/x/${query}`)).toEqual(place);
});

const nest = (holders: string) =>
  `${holders}<span id="control" data-postid="15"></span>${'</div>'.repeat((holders.match(/<div/g) ?? []).length)}`;

test.each([
  // [plugin, the markup around the control, the post id and widget id sent]
  ['wopb', nest(''), { postId: '15', widgetBlockId: '' }, wopb],
  ['wopb', nest('<div class="wopb-shortcode" data-postid="9">'), { postId: '9', widgetBlockId: '' }, wopb],
  ['wopb', nest('<div class="wopb-shortcode" data-postid="x9">'), { postId: '15', widgetBlockId: '' }, wopb],
  ['wopb', nest('<div class="ultp-shortcode" data-postid="9">'), { postId: '15', widgetBlockId: '' }, wopb],
  ['wopb', nest('<div class="widget_block" id="block-7">'), { postId: '15', widgetBlockId: '7' }, wopb],
  ['ultp', nest('<div class="ultp-shortcode" data-postid="9">'), { postId: '9', widgetBlockId: '' }, ultp],
  [
    'ultp',
    nest('<div class="ultp-shortcode" data-postid="9"><div class="ultp-builder-content" data-postid="4">'),
    { postId: '4', widgetBlockId: '' },
    ultp,
  ],
  ['ultp', nest('<div class="wopb-shortcode" data-postid="9">'), { postId: '15', widgetBlockId: '' }, ultp],
] as const)('%s: where the block sits in %s', (_, markup, place, plugin: ListingPlugin) => {
  document.body.innerHTML = markup;
  const control = document.getElementById('control') as Element;
  expect(listingPlace(plugin)(control, 15)).toEqual(place);
});

test.each([
  // [plugin, the window's scroll, where it goes back to; the block's top at 1000]
  ['wopb', 1200, 950, wopb],
  ['ultp', 1200, 920, ultp],
  ['wopb, the reader above the block', 0, null, wopb],
] as const)('%s: after a page change from %i the window goes to %s', (_, scrollY, top, plugin) => {
  document.body.innerHTML = '<div id="block"></div>';
  const block = document.getElementById('block') as Element;
  vi.spyOn(block, 'getBoundingClientRect').mockReturnValue({ top: 1000 - scrollY } as DOMRect);
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.stubGlobal('matchMedia', () => ({ matches: true }));
  listingScroll(plugin).toBlock(block)();
  expect(scrollTo.mock.calls).toEqual(top === null ? [] : [[0, top]]);
  scrollTo.mockRestore();
});

describe('printed numbered pagination', () => {
  test.each(['wopb', 'ultp'])('%s: each slot is known by its class', (prefix) => {
    const slots = paginationSlots(prefix);
    document.body.innerHTML = `<ul><li class="${prefix}-prev-page-numbers"></li><li class="${prefix}-first-dot"></li><li class="${prefix}-center-item"></li><li class="${prefix}-last-pages"></li><li class="other"></li></ul>`;
    expect([...document.querySelectorAll('li')].map((li) => slotKindOf(li, slots))).toEqual([
      'prev',
      'first-dot',
      'page',
      'last',
      null,
    ]);
  });

  test('the page of an item: data-current, or current ∓ 1 for previous/next; none for dots or the same page', () => {
    const at = { current: 3, total: 6 };
    expect(targetPage({ kind: 'page', dataCurrent: '4' }, at)).toBe(4);
    expect(targetPage({ kind: 'prev', dataCurrent: null }, at)).toBe(2);
    expect(targetPage({ kind: 'next', dataCurrent: null }, at)).toBe(4);
    expect(targetPage({ kind: 'first-dot', dataCurrent: null }, at)).toBeNull();
    expect(targetPage({ kind: 'page', dataCurrent: '3' }, at)).toBeNull();
    expect(targetPage({ kind: 'next', dataCurrent: null }, { current: 6, total: 6 })).toBeNull();
  });
});
