import { abortable } from './abort';
import { restError } from './error-response';
import { HttpError } from './http-error';
import { nextLink } from './link-header';
import type { NonceStore } from './nonce-store';
import { readBody } from './read-body';
import { restUrl, withUserLocale } from './rest-url';
import type { Send, SendInit } from './transport';
import type { HttpSettings, RestMethod, RestOptions } from './types';

/** The REST error code that makes the client fetch a fresh nonce and retry once. */
export const INVALID_NONCE = 'rest_cookie_invalid_nonce';

/** WordPress REST's largest page; `per_page: -1` is fetched in pages of this size. */
export const REST_PAGE_SIZE = 100;

const OVERRIDDEN = new Set<RestMethod>(['PUT', 'PATCH', 'DELETE']);

/** What the REST call needs from the client. */
export interface RestDeps {
  settings: () => HttpSettings;
  send: Send;
  nonces: NonceStore;
  /** The nonce to send first (refreshed when old); default: the store's current one. */
  currentNonce?: () => Promise<string>;
}

/** The REST call (see `HttpClient.rest`). */
export function createRest({ settings, send, nonces, currentNonce }: RestDeps) {
  /** One request; on an invalid nonce, one shared refresh and one retry. */
  const once = async (url: URL, options: RestOptions): Promise<Response> => {
    const sent = currentNonce ? await currentNonce() : nonces.get();
    const first = await send(url, restInit(options, sent));
    if (first.ok) return first;
    const error = await restError(first);
    if (error.code !== INVALID_NONCE) throw error;
    let fresh: string;
    try {
      fresh = await abortable(nonces.refresh(sent), options.signal);
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new HttpError(error.code, error.message, {
        status: error.status,
        data: error.data,
        headers: error.headers,
        cause,
      });
    }
    const second = await send(url, restInit(options, fresh));
    if (second.ok) return second;
    throw await restError(second);
  };

  /** Every page of an unbounded GET, 100 at a time, following `Link: <…>; rel="next"`. */
  const all = async (url: URL, options: RestOptions): Promise<unknown> => {
    url.searchParams.set('per_page', String(REST_PAGE_SIZE));
    let response = await once(url, options);
    const first = await readBody(response, 'json');
    if (!Array.isArray(first)) return first;
    const items: unknown[] = [...first];
    const seen = new Set([url.href]);
    for (
      let next = nextLink(response.headers.get('link'));
      next;
      next = nextLink(response.headers.get('link'))
    ) {
      const page = withUserLocale(new URL(next, url));
      if (seen.has(page.href)) break;
      seen.add(page.href);
      response = await once(page, options);
      items.push(...([] as unknown[]).concat(await readBody(response, 'json')));
    }
    return items;
  };

  const rest = async (path: string, options: RestOptions = {}): Promise<unknown> => {
    const url = restUrl(settings().restRoot, path, options.query);
    if (methodOf(options) === 'GET' && url.searchParams.get('per_page') === '-1') return all(url, options);
    return readBody(await once(url, options), options.responseType);
  };

  return rest;
}

function methodOf(options: RestOptions): RestMethod {
  return options.method ?? (options.json !== undefined || options.body ? 'POST' : 'GET');
}

/** Headers and body of one REST request with `nonce`. */
function restInit(options: RestOptions, nonce: string): SendInit {
  const method = methodOf(options);
  const headers: Record<string, string> = { Accept: 'application/json, */*;q=0.1', ...options.headers };
  let body: BodyInit | undefined = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['Content-Type'] = 'application/json';
  }
  if (OVERRIDDEN.has(method)) headers['X-HTTP-Method-Override'] = method;
  if (nonce) headers['X-WP-Nonce'] = nonce;
  return {
    method: method === 'GET' ? 'GET' : 'POST',
    headers,
    body,
    signal: options.signal,
    timeoutMs: options.timeoutMs,
  };
}
