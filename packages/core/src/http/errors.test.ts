import { deferred, fakeFetch, json, type Reply, type SeenRequest, TEST_SETTINGS, text } from '../fakes/index';
import { SPEC_MESSAGES } from '../messages/index';
import { createHttpClient } from './client';
import { HttpError, isAbortError, isHttpError } from './http-error';
import { logBlockFailure } from './log-block-failure';
import { BLOCK_FAILURE_LOG, HTTP_MESSAGES } from './messages';

function setup(reply: Reply, timeoutMs?: number) {
  const fake = fakeFetch(reply);
  const client = createHttpClient({ settings: () => TEST_SETTINGS, fetch: fake.fetch, timeoutMs });
  return { client, requests: fake.requests };
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

const never = (request: SeenRequest) => new Promise<Response>(() => void request);

describe('SPEC §8 texts', () => {
  it('are kept verbatim', () => {
    expect(HTTP_MESSAGES.fetch_error).toBe('You are probably offline.');
    expect(HTTP_MESSAGES.invalid_json).toBe('The response is not a valid JSON response.');
    expect(HTTP_MESSAGES.unknown_error).toBe('An unknown error occurred.');
    expect(HTTP_MESSAGES.post_process).toBe(
      'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
    );
    expect(BLOCK_FAILURE_LOG).toBe('Error occured.please try again');
  });

  it('match the i18n catalogue, so both stay in step', () => {
    expect(HTTP_MESSAGES.fetch_error).toBe(SPEC_MESSAGES.restFetchError);
    expect(HTTP_MESSAGES.invalid_json).toBe(SPEC_MESSAGES.restInvalidJson);
    expect(HTTP_MESSAGES.unknown_error).toBe(SPEC_MESSAGES.restUnknownError);
    expect(HTTP_MESSAGES.post_process).toBe(SPEC_MESSAGES.restPostProcess);
    expect(BLOCK_FAILURE_LOG).toBe(SPEC_MESSAGES.ajaxFailed);
  });

  it('give an HttpError its code and message', () => {
    const error = HttpError.of('post_process', { status: 500 });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'HttpError',
      code: 'post_process',
      message: HTTP_MESSAGES.post_process,
      status: 500,
    });
  });
});

describe('error mapping', () => {
  it('network failure (fetch TypeError) → fetch_error', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    for (const call of [
      client.shopAjax('add_to_cart'),
      client.adminAjax('x'),
      client.rest('y'),
      client.get('/z'),
    ]) {
      const error = await failure(call);
      expect(error).toMatchObject({
        code: 'fetch_error',
        message: 'You are probably offline.',
        status: undefined,
      });
      expect(error.cause).toBeInstanceOf(TypeError);
    }
  });

  it('timeout → fetch_error', async () => {
    const { client } = setup(never, 20);
    const error = await failure(client.shopAjax('add_to_cart'));
    expect(error).toMatchObject({ code: 'fetch_error', message: 'You are probably offline.' });
    expect((error.cause as Error).name).toBe('TimeoutError');
    await expect(client.rest('slow', { timeoutMs: 10 })).rejects.toMatchObject({ code: 'fetch_error' });
  });

  it('ajax 500 → unknown_error with the status and body', async () => {
    const { client } = setup(() => text('<h1>Critical error</h1>', { status: 500 }));
    const error = await failure(client.shopAjax('wopb_filter', { a: 1 }));
    expect(error).toMatchObject({
      code: 'unknown_error',
      message: 'An unknown error occurred.',
      status: 500,
    });
    expect(error.data).toBe('<h1>Critical error</h1>');
  });

  it('admin-ajax 403 -1 (expired nonce) → unknown_error with the body in data', async () => {
    const { client } = setup(() => text('-1', { status: 403 }));
    const error = await failure(client.adminAjax('trash-post', { id: 1 }, { responseType: 'text' }));
    expect(error).toMatchObject({ code: 'unknown_error', status: 403, data: '-1' });
    expect(await failure(client.adminAjax('trash-post', { id: 1 }))).toMatchObject({ data: -1 });
  });

  it('ajax JSON error body is kept in data', async () => {
    const { client } = setup(() => json({ success: false, data: { username: 'Hatalı' } }, { status: 400 }));
    const error = await failure(client.adminAjax('wopb_checkout_login'));
    expect(error.data).toEqual({ success: false, data: { username: 'Hatalı' } });
  });

  it('unparsable JSON → invalid_json', async () => {
    const { client } = setup(() => text('<html>maintenance</html>'));
    for (const call of [client.shopAjax('add_to_cart'), client.rest('wopb/views')]) {
      const error = await failure(call);
      expect(error).toMatchObject({
        code: 'invalid_json',
        message: 'The response is not a valid JSON response.',
        status: 200,
      });
    }
  });

  it('REST error body {code, message} is kept as it is', async () => {
    const { client } = setup(() =>
      json({ code: 'rest_forbidden', message: 'Bunu yapamazsınız.', data: { status: 401 } }, { status: 401 }),
    );
    const error = await failure(client.rest('wp/v2/media', { method: 'POST' }));
    expect(error).toMatchObject({
      code: 'rest_forbidden',
      message: 'Bunu yapamazsınız.',
      status: 401,
      data: { status: 401 },
    });
  });

  it('REST 500 with a JSON error keeps it; with HTML is invalid_json; with another JSON is unknown_error', async () => {
    const bodies = [
      json({ code: 'internal_server_error', message: 'Kritik hata.' }, { status: 500 }),
      text('<html>Fatal error</html>', { status: 500 }),
      json(null, { status: 500 }),
      json({ error: 'x' }, { status: 502 }),
    ];
    const { client } = setup((_r, i) => bodies[i] ?? json(null));
    expect(await failure(client.rest('a'))).toMatchObject({
      code: 'internal_server_error',
      message: 'Kritik hata.',
      status: 500,
    });
    expect(await failure(client.rest('b'))).toMatchObject({ code: 'invalid_json', status: 500 });
    expect(await failure(client.rest('c'))).toMatchObject({
      code: 'unknown_error',
      message: 'An unknown error occurred.',
      status: 500,
    });
    expect(await failure(client.rest('d'))).toMatchObject({
      code: 'unknown_error',
      status: 502,
      data: { error: 'x' },
    });
  });

  it('403 invalid nonce twice → rest_cookie_invalid_nonce error', async () => {
    const { client, requests } = setup((r) =>
      r.url.searchParams.get('action') === 'rest-nonce'
        ? text('fresh')
        : json({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' }, { status: 403 }),
    );
    const error = await failure(client.rest('wopb/product-filter', { json: {} }));
    expect(error).toMatchObject({ code: 'rest_cookie_invalid_nonce', status: 403 });
    expect(requests.map((r) => r.headers.get('x-wp-nonce'))).toEqual(['nonce-1', null, 'fresh']);
  });

  it('a settings getter that throws → unknown_error, not a raw exception', async () => {
    const client = createHttpClient({
      settings: () => {
        throw new Error('no config');
      },
      fetch: fakeFetch(() => json({})).fetch,
    });
    await expect(client.shopAjax('x')).rejects.toMatchObject({ code: 'unknown_error' });
  });
});

describe('abort', () => {
  it('rejects with a recognisable abort, not fetch_error, when aborted in flight', async () => {
    const { client, requests } = setup(never);
    const controller = new AbortController();
    const search = client.postTo(
      '/?wc-ajax=wopb_product_list',
      { search: 'ça' },
      { signal: controller.signal },
    );
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    controller.abort();
    const error = await failure(search);
    expect(isAbortError(error)).toBe(true);
    expect(error.code).toBe('aborted');
  });

  it('rejects at once when the signal is already aborted, without a request', async () => {
    const { client, requests } = setup(() => json({}));
    const controller = new AbortController();
    controller.abort(new Error('stale'));
    const error = await failure(client.rest('wopb/product-search', { json: {}, signal: controller.signal }));
    expect(isAbortError(error)).toBe(true);
    expect(requests).toHaveLength(0);
  });

  it('lets a caller leave a shared nonce refresh without cancelling it for the others', async () => {
    const refresh = deferred<Response>();
    const { client, requests } = setup((r) => {
      if (r.url.searchParams.get('action') === 'rest-nonce') return refresh.promise;
      return r.headers.get('x-wp-nonce') === 'fresh'
        ? json('ok')
        : json({ code: 'rest_cookie_invalid_nonce', message: 'x' }, { status: 403 });
    });
    const controller = new AbortController();
    const leaving = client.rest('a', { signal: controller.signal });
    const staying = client.rest('b');
    await vi.waitFor(() => expect(requests).toHaveLength(3));
    controller.abort();
    expect(isAbortError(await failure(leaving))).toBe(true);
    refresh.resolve(text('fresh'));
    expect(await staying).toBe('ok');
  });

  it('is not mistaken for a timeout or a network error by isAbortError', () => {
    expect(isAbortError(HttpError.of('fetch_error'))).toBe(false);
    expect(isAbortError(new DOMException('x', 'AbortError'))).toBe(false);
    expect(isHttpError(HttpError.of('aborted'))).toBe(true);
  });
});

describe('logBlockFailure', () => {
  it('logs the SPEC text and the status', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logBlockFailure(HttpError.of('unknown_error', { status: 500 }));
    logBlockFailure(HttpError.of('fetch_error'));
    logBlockFailure(new Error('other'));
    expect(log.mock.calls).toEqual([
      ['Error occured.please try again', 500],
      ['Error occured.please try again', 0],
      ['Error occured.please try again', 0],
    ]);
  });

  it('stays quiet for a cancelled call', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logBlockFailure(HttpError.of('aborted'));
    expect(log).not.toHaveBeenCalled();
  });
});
