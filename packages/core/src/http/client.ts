import { createAjax } from './ajax';
import { fetchNonce } from './fetch-nonce';
import { createNonceAge, freshNonce, refreshWhenVisible } from './nonce-age';
import { createNonceStore } from './nonce-store';
import { syncWordPressNonce } from './nonce-sync';
import { createRest } from './rest';
import { createSerialQueue } from './serial-queue';
import { toHttpError } from './to-http-error';
import { createTransport } from './transport';
import type { HttpClient, HttpClientOptions } from './types';

/** Default per-request timeout. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Creates an HTTP client. `settings` is read on every call, so the client follows `configure()`;
 * tests pass a fixed object and a fake `fetch`.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { settings } = options;
  const send = createTransport({
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    credentials: options.credentials ?? 'include',
  });
  const nonces = createNonceStore(
    () => settings().restNonce,
    () => fetchNonce(send, settings().nonceEndpoint),
  );
  // A nonce the page printed long ago is refreshed before a REST call, not after it fails.
  const age = createNonceAge({ maxAgeMs: options.nonceMaxAgeMs, now: options.now });
  nonces.subscribe((nonce) => {
    age.renewed();
    syncWordPressNonce(nonce);
  });
  refreshWhenVisible(nonces, age);
  const ajax = createAjax({ settings, send });
  const rest = createRest({ settings, send, nonces, currentNonce: () => freshNonce(nonces, age) });

  /** Whatever escapes a call becomes an `HttpError`: `aborted` when its signal fired. */
  const guard = async <T>(signal: AbortSignal | undefined, call: () => Promise<unknown>): Promise<T> => {
    try {
      return (await call()) as T;
    } catch (error) {
      throw toHttpError(error, signal, 'unknown_error');
    }
  };

  return {
    shopAjax: (endpoint, data, opts) => guard(opts?.signal, () => ajax.shopAjax(endpoint, data, opts)),
    postTo: (url, data, opts) => guard(opts?.signal, () => ajax.postTo(url, data, opts)),
    adminAjax: (action, data, opts) => guard(opts?.signal, () => ajax.adminAjax(action, data, opts)),
    get: (url, opts) => guard(opts?.signal, () => ajax.get(url, opts)),
    rest: (path, opts) => guard(opts?.signal, () => rest(path, opts)),
    getNonce: () => nonces.get(),
    setNonce: (nonce) => nonces.set(nonce),
    onNonce: (listener) => nonces.subscribe(listener),
    cartQueue: createSerialQueue(),
  };
}
