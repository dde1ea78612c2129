import { resetConfig } from '../config/index';
import { configure } from '../configure/index';
import { fakeFetch, json, TEST_SETTINGS } from '../fakes/index';
import { createHttpClient } from './client';
import {
  adminAjax,
  cartQueue,
  getHttpClient,
  getNonce,
  onNonce,
  rest,
  setHttpClient,
  setNonce,
  shopAjax,
} from './default-client';

function stubFetch() {
  const fake = fakeFetch(() => json({ ok: 1 }));
  vi.stubGlobal('fetch', fake.fetch);
  return fake.requests;
}

beforeEach(() => {
  resetConfig();
  setHttpClient(undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetConfig();
  setHttpClient(undefined);
});

describe('the default client', () => {
  it('is created once, lazily, from getConfig, and uses the global fetch at call time', async () => {
    const requests = stubFetch();
    expect(getHttpClient()).toBe(getHttpClient());
    await shopAjax('add_to_cart', { product_id: 1 });
    await adminAjax('wopb_wishlist', { post_id: 2 });
    await rest('wopb/views', { json: {} });
    expect(requests.map((r) => r.url.href)).toEqual([
      'http://localhost:3000/?wc-ajax=add_to_cart',
      'http://localhost:3000/wp-admin/admin-ajax.php',
      'http://localhost:3000/wp-json/wopb/views?_locale=user',
    ]);
  });

  it('follows configure()', async () => {
    const requests = stubFetch();
    configure({ wcAjaxUrl: '/magaza/?wc-ajax=%%endpoint%%', restRoot: '/api/', restNonce: 'abc' });
    await shopAjax('remove_from_cart', { cart_item_key: 'k' });
    await rest('x');
    expect(requests[0]?.url.pathname).toBe('/magaza/');
    expect(requests[1]?.url.pathname).toBe('/api/x');
    expect(requests[1]?.headers.get('x-wp-nonce')).toBe('abc');
    expect(getNonce()).toBe('abc');
  });

  it('shares the nonce and the cart queue of the page', async () => {
    stubFetch();
    const seen: string[] = [];
    const off = onNonce((nonce) => seen.push(nonce));
    setNonce('n2');
    off();
    expect(seen).toEqual(['n2']);
    expect(getHttpClient().getNonce()).toBe('n2');
    expect(await cartQueue.run(() => 7)).toBe(7);
    expect(cartQueue.pending).toBe(0);
  });

  it('can be replaced (stories, tests)', async () => {
    const fake = fakeFetch(() => json('mine'));
    setHttpClient(createHttpClient({ settings: () => TEST_SETTINGS, fetch: fake.fetch }));
    expect(await shopAjax('x')).toBe('mine');
    expect(fake.requests).toHaveLength(1);
  });
});
