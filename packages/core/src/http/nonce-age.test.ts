import { fakeFetch, json, type SeenRequest, TEST_SETTINGS, text } from '../fakes/index';
import { createHttpClient } from './client';
import { createNonceAge, DEFAULT_NONCE_MAX_AGE_MS, freshNonce, refreshWhenVisible } from './nonce-age';
import { createNonceStore } from './nonce-store';
import { syncWordPressNonce } from './nonce-sync';

const HOUR = 60 * 60 * 1000;
const START = Date.UTC(2026, 10, 21, 8, 0, 0);
const isNonceRequest = (r: SeenRequest) => r.url.searchParams.get('action') === 'rest-nonce';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('nonce age', () => {
  test.each([
    { after: 0, stale: false },
    { after: 9 * HOUR, stale: false },
    { after: 10 * HOUR - 1, stale: false },
    { after: 10 * HOUR, stale: true },
    { after: 23 * HOUR, stale: true },
  ])('a nonce issued $after ms ago is stale: $stale (default 10 h)', ({ after, stale }) => {
    const age = createNonceAge({ issuedAt: START });
    vi.advanceTimersByTime(after);
    expect(age.isStale()).toBe(stale);
  });

  test('the default age is 10 hours and the threshold is configurable', () => {
    expect(DEFAULT_NONCE_MAX_AGE_MS).toBe(10 * HOUR);
    const age = createNonceAge({ issuedAt: START, maxAgeMs: HOUR });
    vi.advanceTimersByTime(HOUR);
    expect(age.isStale()).toBe(true);
  });

  test('counts from the page load (performance.timeOrigin) when no issue time is given', () => {
    const origin = vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(START - 11 * HOUR);
    try {
      expect(createNonceAge().isStale()).toBe(true);
      origin.mockReturnValue(START - HOUR);
      expect(createNonceAge().isStale()).toBe(false);
    } finally {
      origin.mockRestore();
    }
  });

  test('renewed() starts the count again', () => {
    const age = createNonceAge({ issuedAt: START });
    vi.advanceTimersByTime(11 * HOUR);
    age.renewed();
    expect(age.isStale()).toBe(false);
    vi.advanceTimersByTime(10 * HOUR);
    expect(age.isStale()).toBe(true);
  });
});

describe('freshNonce', () => {
  test('a young nonce is sent as it is; an old one is refreshed first, once for concurrent callers', async () => {
    const fetchNonce = vi.fn(async () => 'nonce-2');
    const store = createNonceStore(() => 'nonce-1', fetchNonce);
    const age = createNonceAge({ issuedAt: START });
    expect(await freshNonce(store, age)).toBe('nonce-1');
    vi.advanceTimersByTime(10 * HOUR);
    expect(await Promise.all([freshNonce(store, age), freshNonce(store, age)])).toEqual([
      'nonce-2',
      'nonce-2',
    ]);
    expect(fetchNonce).toHaveBeenCalledTimes(1);
    expect(age.isStale()).toBe(false);
  });

  test('a guest page (no nonce) never asks for one', async () => {
    const fetchNonce = vi.fn(async () => 'x');
    const age = createNonceAge({ issuedAt: START - 20 * HOUR });
    expect(
      await freshNonce(
        createNonceStore(() => '', fetchNonce),
        age,
      ),
    ).toBe('');
    expect(fetchNonce).not.toHaveBeenCalled();
  });

  test('a failed refresh sends the old nonce and lets the server decide', async () => {
    const store = createNonceStore(
      () => 'nonce-1',
      async () => {
        throw new Error('offline');
      },
    );
    const age = createNonceAge({ issuedAt: START - 20 * HOUR });
    expect(await freshNonce(store, age)).toBe('nonce-1');
  });
});

describe('refreshWhenVisible', () => {
  test('after a long sleep the tab refreshes its nonce as soon as it is visible again', async () => {
    const fetchNonce = vi.fn(async () => 'nonce-2');
    const store = createNonceStore(() => 'nonce-1', fetchNonce);
    const age = createNonceAge({ issuedAt: START });
    let state: DocumentVisibilityState = 'visible';
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    const stop = refreshWhenVisible(store, age);
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      await Promise.resolve();
      expect(fetchNonce).not.toHaveBeenCalled();
      state = 'hidden';
      vi.advanceTimersByTime(12 * HOUR);
      document.dispatchEvent(new Event('visibilitychange'));
      expect(fetchNonce).not.toHaveBeenCalled();
      state = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.waitFor(() => expect(store.get()).toBe('nonce-2'));
      expect(fetchNonce).toHaveBeenCalledTimes(1);
    } finally {
      stop();
      visibility.mockRestore();
    }
  });
});

describe('the client refreshes an old nonce before a REST call', () => {
  function setup() {
    const fake = fakeFetch((r) => (isNonceRequest(r) ? text('nonce-2') : json({ ok: true })));
    const client = createHttpClient({
      settings: () => TEST_SETTINGS,
      fetch: fake.fetch,
    });
    return { client, requests: fake.requests };
  }

  test('a fresh page sends its printed nonce without asking for a new one', async () => {
    const origin = vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(START - HOUR);
    try {
      const { client, requests } = setup();
      await client.rest('wopb/views', { json: { postID: 1 } });
      expect(requests.map((r) => [isNonceRequest(r), r.headers.get('x-wp-nonce')])).toEqual([
        [false, 'nonce-1'],
      ]);
    } finally {
      origin.mockRestore();
    }
  });

  test('a page open for 11 hours fetches a fresh nonce first and sends it; later calls reuse it', async () => {
    const origin = vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(START - 11 * HOUR);
    try {
      const { client, requests } = setup();
      const seen: string[] = [];
      client.onNonce((n) => seen.push(n));
      await client.rest('wopb/views', { json: { postID: 1 } });
      await client.rest('wopb/views', { json: { postID: 2 } });
      expect(requests.map((r) => (isNonceRequest(r) ? 'refresh' : r.headers.get('x-wp-nonce')))).toEqual([
        'refresh',
        'nonce-2',
        'nonce-2',
      ]);
      expect(seen).toEqual(['nonce-2']);
      expect(client.getNonce()).toBe('nonce-2');
    } finally {
      origin.mockRestore();
    }
  });

  test('shop and admin ajax calls are not delayed by the REST nonce', async () => {
    const origin = vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(START - 11 * HOUR);
    try {
      const { client, requests } = setup();
      await client.adminAjax('wopb_checkout_login', { username: 'a' });
      expect(requests.filter(isNonceRequest)).toHaveLength(0);
    } finally {
      origin.mockRestore();
    }
  });
});

describe('syncWordPressNonce', () => {
  test("sets wp.apiFetch's nonce middleware and wpApiSettings.nonce when the page has them", () => {
    const middleware = Object.assign(() => undefined, { nonce: 'old' });
    const scope = {
      wp: { apiFetch: { nonceMiddleware: middleware } },
      wpApiSettings: { nonce: 'old', root: '/' },
    };
    syncWordPressNonce('nonce-2', scope);
    expect(middleware.nonce).toBe('nonce-2');
    expect(scope.wpApiSettings).toEqual({ nonce: 'nonce-2', root: '/' });
  });

  test('a page without WordPress scripts is left alone', () => {
    const scope: Record<string, unknown> = {};
    syncWordPressNonce('nonce-2', scope);
    expect(scope).toEqual({});
  });

  test('the client hands every new nonce to wp.apiFetch', () => {
    const middleware = Object.assign(() => undefined, { nonce: 'nonce-1' });
    const g = globalThis as { wp?: unknown };
    g.wp = { apiFetch: { nonceMiddleware: middleware } };
    try {
      const client = createHttpClient({
        settings: () => TEST_SETTINGS,
        fetch: fakeFetch(() => json({})).fetch,
      });
      client.setNonce('nonce-3');
      expect(middleware.nonce).toBe('nonce-3');
    } finally {
      delete g.wp;
    }
  });
});
