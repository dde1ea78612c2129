import { deferred, fakeFetch, json, type Reply, type SeenRequest, TEST_SETTINGS, text } from '../fakes/index';
import { createHttpClient } from './client';
import { HttpError } from './http-error';

function setup(reply: Reply, settings = TEST_SETTINGS) {
  const fake = fakeFetch(reply);
  const client = createHttpClient({ settings: () => settings, fetch: fake.fetch });
  return { client, requests: fake.requests };
}

const invalidNonce = () =>
  json(
    { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } },
    { status: 403 },
  );
const isNonceRequest = (r: SeenRequest) => r.url.searchParams.get('action') === 'rest-nonce';

describe('rest: request shape', () => {
  it('POSTs JSON to restRoot + path with X-WP-Nonce, _locale=user and credentials', async () => {
    const { client, requests } = setup(() => json({ blockList: [] }));
    const payload = {
      post_id: 3,
      block_name: 'product-blocks_grid',
      product_filters: { price: { minPrice: 1 } },
      wpnonce: 'w',
    };
    expect(await client.rest('/wopb/product-filter', { method: 'POST', json: payload })).toEqual({
      blockList: [],
    });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.href).toBe('http://localhost:3000/wp-json/wopb/product-filter?_locale=user');
    expect(request?.headers.get('x-wp-nonce')).toBe('nonce-1');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('accept')).toContain('application/json');
    expect(request?.credentials).toBe('include');
    expect(JSON.parse(request?.text ?? '')).toEqual(payload);
  });

  it('defaults to GET without a body and to POST with one', async () => {
    const { client, requests } = setup(() => json({}));
    await client.rest('wp/v2/posts', { query: { search: 'çay', categories: [1, 2] } });
    await client.rest('wopb/views', { json: { postID: 4, wpnonce: 'w' } });
    expect(requests.map((r) => r.method)).toEqual(['GET', 'POST']);
    expect(requests[0]?.text).toBe('');
    expect([...(requests[0]?.url.searchParams ?? [])]).toEqual([
      ['search', 'çay'],
      ['categories[0]', '1'],
      ['categories[1]', '2'],
      ['_locale', 'user'],
    ]);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)(
    'sends %s as POST with X-HTTP-Method-Override',
    async (method) => {
      const { client, requests } = setup(() => json({ deleted: true }));
      await client.rest('wp/v2/media/9', { method, query: { force: true } });
      expect(requests[0]?.method).toBe('POST');
      expect(requests[0]?.headers.get('x-http-method-override')).toBe(method);
      expect(requests[0]?.url.searchParams.get('force')).toBe('true');
    },
  );

  it('does not add an override header to GET and POST', async () => {
    const { client, requests } = setup(() => json({}));
    await client.rest('a');
    await client.rest('b', { method: 'POST' });
    expect(requests.every((r) => !r.headers.has('x-http-method-override'))).toBe(true);
  });

  it('keeps a _locale the caller chose', async () => {
    const { client, requests } = setup(() => json({}));
    await client.rest('wp/v2/posts?_locale=site');
    expect(requests[0]?.url.searchParams.getAll('_locale')).toEqual(['site']);
  });

  it('joins a plain-permalink root (?rest_route=/) and a path with its own query', async () => {
    const { client, requests } = setup(() => json({}), {
      ...TEST_SETTINGS,
      restRoot: 'https://shop.example/?rest_route=/',
    });
    await client.rest('/wp/v2/posts?per_page=5', { query: { page: 2 } });
    const url = requests[0]?.url;
    expect(url?.origin + (url?.pathname ?? '')).toBe('https://shop.example/');
    expect([...(url?.searchParams ?? [])]).toEqual([
      ['rest_route', '/wp/v2/posts'],
      ['per_page', '5'],
      ['page', '2'],
      ['_locale', 'user'],
    ]);
  });

  it('takes a full REST address (the coming-soon banner prints one) as it is', async () => {
    const { client, requests } = setup(() => json({}));
    await client.rest('http://localhost:3000/wp-json/wc-admin/options', {
      json: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } },
    });
    expect(requests[0]?.url.href).toBe('http://localhost:3000/wp-json/wc-admin/options?_locale=user');
    expect(requests[0]?.headers.get('x-wp-nonce')).toBe('nonce-1');
  });

  it('sends a multipart body untouched (media upload)', async () => {
    const { client, requests } = setup(() => json({ id: 5 }, { status: 201 }));
    const body = new FormData();
    body.append('file', new File(['x'], 'a.png', { type: 'image/png' }));
    await client.rest('wp/v2/media', { body });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect((requests[0]?.form?.get('file') as File | undefined)?.name).toBe('a.png');
  });

  it('sends no X-WP-Nonce when the page has none', async () => {
    const { client, requests } = setup(() => json({}), { ...TEST_SETTINGS, restNonce: '' });
    await client.rest('sales/v1/notification', { method: 'POST' });
    expect(requests[0]?.headers.has('x-wp-nonce')).toBe(false);
  });
});

describe('rest: per_page=-1', () => {
  const pages: Record<string, { items: number[]; next?: string }> = {
    '1': {
      items: [1, 2],
      next: 'http://localhost:3000/wp-json/wp/v2/categories?per_page=100&_locale=user&page=2',
    },
    '2': { items: [3, 4], next: '/wp-json/wp/v2/categories?per_page=100&_locale=user&page=3' },
    '3': { items: [5] },
  };
  const paged: Reply = (request) => {
    const page = pages[request.url.searchParams.get('page') ?? '1'];
    const links: string[] = [];
    if (page?.next) links.push(`<${page.next}>; rel="next"`);
    links.unshift('<http://localhost:3000/wp-json/wp/v2/categories?page=1>; rel="prev"');
    return json(page?.items ?? [], { headers: { Link: links.join(', '), 'X-WP-TotalPages': '3' } });
  };

  it('fetches 100 a page following the next links and concatenates', async () => {
    const { client, requests } = setup(paged);
    expect(await client.rest('wp/v2/categories', { query: { per_page: -1, hide_empty: true } })).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(requests).toHaveLength(3);
    expect(requests[0]?.url.searchParams.get('per_page')).toBe('100');
    expect(requests[0]?.url.searchParams.get('hide_empty')).toBe('true');
    expect(requests.map((r) => r.url.searchParams.get('page'))).toEqual([null, '2', '3']);
    expect(requests.every((r) => r.url.searchParams.get('_locale') === 'user')).toBe(true);
    expect(requests.every((r) => r.headers.get('x-wp-nonce') === 'nonce-1')).toBe(true);
  });

  it('also recognises per_page=-1 written in the path', async () => {
    const { client, requests } = setup(paged);
    expect(await client.rest('wp/v2/categories?per_page=-1')).toHaveLength(5);
    expect(requests[0]?.url.searchParams.get('per_page')).toBe('100');
  });

  it('returns a non-array first page as it is', async () => {
    const { client, requests } = setup(() =>
      json({ not: 'a list' }, { headers: { Link: '<http://x/?page=2>; rel="next"' } }),
    );
    expect(await client.rest('x', { query: { per_page: -1 } })).toEqual({ not: 'a list' });
    expect(requests).toHaveLength(1);
  });

  it('does not page a POST', async () => {
    const { client, requests } = setup(paged);
    await client.rest('wp/v2/categories', { method: 'POST', query: { per_page: -1 } });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url.searchParams.get('per_page')).toBe('-1');
  });
});

describe('rest: invalid nonce', () => {
  it('fetches a fresh nonce (text body), keeps it, and retries once', async () => {
    const { client, requests } = setup((request) => {
      if (isNonceRequest(request)) return text('nonce-2');
      return request.headers.get('x-wp-nonce') === 'nonce-2' ? json({ html: 'ok' }) : invalidNonce();
    });
    const seen: string[] = [];
    client.onNonce((nonce) => seen.push(nonce));
    expect(await client.rest('wopb/product-search', { json: { search: 'a' } })).toEqual({ html: 'ok' });
    expect(
      requests.map((r) => `${r.method} ${r.url.pathname}${r.url.search} ${r.headers.get('x-wp-nonce')}`),
    ).toEqual([
      'POST /wp-json/wopb/product-search?_locale=user nonce-1',
      'GET /wp-admin/admin-ajax.php?action=rest-nonce null',
      'POST /wp-json/wopb/product-search?_locale=user nonce-2',
    ]);
    expect(JSON.parse(requests[2]?.text ?? '')).toEqual({ search: 'a' });
    expect(client.getNonce()).toBe('nonce-2');
    expect(seen).toEqual(['nonce-2']);
    await client.rest('next');
    expect(requests[3]?.headers.get('x-wp-nonce')).toBe('nonce-2');
  });

  it('gives up after one retry: a second invalid nonce is the error', async () => {
    const { client, requests } = setup((request) =>
      isNonceRequest(request) ? text('nonce-2') : invalidNonce(),
    );
    const error = await client.rest('wopb/views', { json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      code: 'rest_cookie_invalid_nonce',
      message: 'Cookie check failed',
      status: 403,
    });
    expect(requests.filter(isNonceRequest)).toHaveLength(1);
    expect(requests).toHaveLength(3);
  });

  it('rejects with the invalid-nonce error when the refresh fails', async () => {
    const { client, requests } = setup((request) =>
      isNonceRequest(request) ? text('0', { status: 400 }) : invalidNonce(),
    );
    await expect(client.rest('wopb/views', { json: {} })).rejects.toMatchObject({
      code: 'rest_cookie_invalid_nonce',
    });
    expect(requests).toHaveLength(2);
    expect(client.getNonce()).toBe('nonce-1');
  });

  it('shares one refresh among concurrent calls that all hit the invalid nonce', async () => {
    const refresh = deferred<Response>();
    const { client, requests } = setup((request) => {
      if (isNonceRequest(request)) return refresh.promise;
      return request.headers.get('x-wp-nonce') === 'nonce-2' ? json(request.url.pathname) : invalidNonce();
    });
    const calls = [client.rest('a'), client.rest('b'), client.rest('c')];
    await vi.waitFor(() => expect(requests.filter((r) => !isNonceRequest(r))).toHaveLength(3));
    await vi.waitFor(() => expect(requests.filter(isNonceRequest)).toHaveLength(1));
    refresh.resolve(text('nonce-2\n'));
    expect(await Promise.all(calls)).toEqual(['/wp-json/a', '/wp-json/b', '/wp-json/c']);
    expect(requests.filter(isNonceRequest)).toHaveLength(1);
    expect(requests).toHaveLength(7);
  });

  it('retries without a new refresh when another call already refreshed the nonce', async () => {
    const slow = deferred<Response>();
    const { client, requests } = setup((request) => {
      if (isNonceRequest(request)) return text('nonce-2');
      if (request.url.pathname.endsWith('/slow') && request.headers.get('x-wp-nonce') === 'nonce-1')
        return slow.promise;
      return request.headers.get('x-wp-nonce') === 'nonce-2' ? json('ok') : invalidNonce();
    });
    const late = client.rest('slow');
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(await client.rest('fast')).toBe('ok');
    slow.resolve(invalidNonce());
    expect(await late).toBe('ok');
    expect(requests.filter(isNonceRequest)).toHaveLength(1);
  });
});

describe('rest: nonce for the page', () => {
  it('follows the configured nonce until one is set, then tells listeners', () => {
    const settings = { ...TEST_SETTINGS };
    const client = createHttpClient({ settings: () => settings, fetch: fakeFetch(() => json({})).fetch });
    const listener = vi.fn();
    const off = client.onNonce(listener);
    expect(client.getNonce()).toBe('nonce-1');
    settings.restNonce = 'from-config';
    expect(client.getNonce()).toBe('from-config');
    client.setNonce('mine');
    client.setNonce('mine');
    expect(client.getNonce()).toBe('mine');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('mine');
    off();
    client.setNonce('other');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
