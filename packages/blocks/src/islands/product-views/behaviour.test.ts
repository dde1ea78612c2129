import { setHttpClient } from '@firsat/core/http';
import { configure } from '@firsat/core/island';
import { fakeFetch, json, startBehaviour, TEST_SETTINGS, text } from '@firsat/core/testing';
import productViewsBehaviour from './island';
import { claimViewPing, postIdFromClasses, resetViewPings, VIEW_PING_DELAY_MS } from './model';
import { productViewsProps } from './props';

/** A single product page as WordPress prints its body and title. */
function productPage(bodyClass = 'product-template-default single single-product postid-25 woocommerce') {
  document.body.className = bodyClass;
  document.body.innerHTML = '<h1 class="product_title entry-title">Pamuklu Basic Tişört</h1>';
  return document.querySelector('.product_title') as HTMLElement;
}

function serve(reply: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(reply);
  vi.stubGlobal('fetch', fake.fetch);
  return fake.requests;
}

beforeEach(() => {
  configure({ ...TEST_SETTINGS, productBlocks: { security: 'wopb-nonce-1' } });
  setHttpClient(undefined);
  resetViewPings();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
const stops: (() => void)[] = [];
/** Starts the ping on the title, as the loader does; `postId` given from code when set. */
function start(el: HTMLElement = document.createElement('h1'), postId?: number) {
  const { stop } = startBehaviour(productViewsBehaviour, el, postId === undefined ? undefined : { postId });
  stops.push(stop);
  return stop;
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setHttpClient(undefined);
  document.body.className = '';
});

describe('view ping model', () => {
  test.each([
    [['single', 'single-product', 'postid-25'], 25],
    [['postid-0', 'postid-31'], 31],
    [['postid-abc', 'page-id-4'], null],
    [['single-product'], null],
    [[], null],
  ])('post id of %j is %j', (classes, id) => {
    expect(postIdFromClasses(classes)).toBe(id);
  });

  test('the ping waits SPEC §9’s 3000 ms', () => {
    expect(VIEW_PING_DELAY_MS).toBe(3000);
  });

  test('a ping is claimed once per page view', () => {
    expect(claimViewPing(25)).toBe(true);
    expect(claimViewPing(25)).toBe(false);
    resetViewPings();
    expect(claimViewPing(25)).toBe(true);
  });
});

describe('product views behaviour', () => {
  test('reads the id from the postid-<id> body class', () => {
    expect(productViewsProps.parse(productPage())).toEqual({ postId: 25 });
    expect(productViewsProps.parse(productPage('single single-product'))).toEqual({ postId: null });
  });

  test('sends POST /wopb/views with {postID, wpnonce} and the nonce header 3 s after load, once', async () => {
    const requests = serve(() => json(true));
    const el = productPage();
    const stop = start(el);
    await vi.advanceTimersByTimeAsync(2999);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/wp-json/wopb/views');
    expect(request?.url.searchParams.get('_locale')).toBe('user');
    expect(request?.headers.get('X-WP-Nonce')).toBe('nonce-1');
    expect(JSON.parse(request?.text ?? '')).toEqual({ postID: 25, wpnonce: 'wopb-nonce-1' });

    // Remounting (or coming back from the back/forward cache) sends nothing more.
    stop();
    start(el);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(requests).toHaveLength(1);
  });

  test('an unmount before the 3 s cancels; a remount counts from the page load', async () => {
    const requests = serve(() => json(true));
    const el = productPage();
    const stopFirst = start(el, 25);
    await vi.advanceTimersByTimeAsync(2000);
    stopFirst();
    start(el, 25);
    await vi.advanceTimersByTimeAsync(999);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(1);
  });

  test('the title stays as printed, byte for byte, while it runs and once stopped', async () => {
    serve(() => json(true));
    const el = productPage();
    const printed = el.outerHTML;
    const stop = start(el);
    await vi.advanceTimersByTimeAsync(3000);
    expect(el.outerHTML).toBe(printed);
    stop();
    expect(el.outerHTML).toBe(printed);
  });

  test('without a postid-<id> class nothing is sent and nothing is logged', async () => {
    const requests = serve(() => json(true));
    const errors = vi.spyOn(console, 'error');
    const el = productPage('single single-product');
    start(el);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(requests).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
  });

  test('an expired nonce is refreshed and the ping retried once', async () => {
    const requests = serve((req) => {
      if (req.url.pathname === '/wp-admin/admin-ajax.php') return text('fresh-nonce');
      if (req.headers.get('X-WP-Nonce') === 'nonce-1') {
        return json(
          { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } },
          { status: 403 },
        );
      }
      return json(true);
    });
    start(undefined, 25);
    await vi.advanceTimersByTimeAsync(3000);
    await vi.waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2]?.headers.get('X-WP-Nonce')).toBe('fresh-nonce');
    expect(JSON.parse(requests[2]?.text ?? '')).toEqual({ postID: 25, wpnonce: 'wopb-nonce-1' });
  });

  test.each([
    ['a server error', () => json({ code: 'internal_server_error', message: 'x' }, { status: 500 }), 500],
    [
      'being offline',
      () => {
        throw new TypeError('Failed to fetch');
      },
      0,
    ],
  ])('%s is logged as a block failure', async (_n, reply, status) => {
    serve(reply);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    start(undefined, 25);
    await vi.advanceTimersByTimeAsync(3000);
    await vi.waitFor(() => expect(errors).toHaveBeenCalledWith('Error occured.please try again', status));
  });
});
