import ky from 'ky';
import { toHttpError } from './to-http-error';

/** One request as the calls describe it. */
export interface SendInit {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: BodyInit;
  signal?: AbortSignal;
  timeoutMs?: number | false;
}

/** Sends one request; resolves with any response, error statuses included. */
export type Send = (url: URL, init: SendInit) => Promise<Response>;

/** What the transport is built from (the client's options). */
export interface TransportOptions {
  fetch?: typeof fetch;
  timeoutMs: number | false;
  credentials: RequestCredentials;
}

/**
 * The only place that touches the network, through ky: no retries (the REST nonce retry is
 * ours), no throwing on error statuses (the calls map them), a timeout. Failures to get a
 * response at all become `fetch_error`, or `aborted` when the caller's signal fired.
 */
export function createTransport(options: TransportOptions): Send {
  return async (url, init) => {
    try {
      return await ky(url, {
        method: init.method,
        headers: init.headers,
        body: init.body,
        signal: init.signal,
        credentials: options.credentials,
        timeout: init.timeoutMs ?? options.timeoutMs,
        retry: 0,
        throwHttpErrors: false,
        fetch: options.fetch,
      });
    } catch (error) {
      throw toHttpError(error, init.signal, 'fetch_error');
    }
  };
}
