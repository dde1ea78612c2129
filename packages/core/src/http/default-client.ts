import { getConfig } from '../config/index';
import { createHttpClient } from './client';
import type { RequestData } from './form-encode';
import type { SerialQueue } from './serial-queue';
import type { AjaxOptions, HttpClient, RestOptions } from './types';

let client: HttpClient | undefined;

/** The page's client, created on first use from the resolved config (`getConfig`). */
export function getHttpClient(): HttpClient {
  client ??= createHttpClient({ settings: getConfig });
  return client;
}

/** Replaces the page's client (stories, tests); `undefined` goes back to the config-wired one. */
export function setHttpClient(next: HttpClient | undefined): void {
  client = next;
}

/** `getHttpClient().shopAjax`: form-encoded POST to `/?wc-ajax=<endpoint>`. */
export function shopAjax<T = unknown>(
  endpoint: string,
  data?: RequestData,
  options?: AjaxOptions,
): Promise<T> {
  return getHttpClient().shopAjax<T>(endpoint, data, options);
}

/** `getHttpClient().postTo`: form-encoded POST to a wc-ajax URL the page printed. */
export function postTo<T = unknown>(url: string, data?: RequestData, options?: AjaxOptions): Promise<T> {
  return getHttpClient().postTo<T>(url, data, options);
}

/** `getHttpClient().adminAjax`: POST to admin-ajax.php with `action`. */
export function adminAjax<T = unknown>(
  action: string,
  data?: RequestData,
  options?: AjaxOptions,
): Promise<T> {
  return getHttpClient().adminAjax<T>(action, data, options);
}

/** `getHttpClient().get`: a plain GET. */
export function get<T = unknown>(url: string, options?: AjaxOptions): Promise<T> {
  return getHttpClient().get<T>(url, options);
}

/** `getHttpClient().rest`: a WordPress REST call. */
export function rest<T = unknown>(path: string, options?: RestOptions): Promise<T> {
  return getHttpClient().rest<T>(path, options);
}

/** The page's REST nonce (see `HttpClient.getNonce`). */
export function getNonce(): string {
  return getHttpClient().getNonce();
}

/** Replaces the page's REST nonce (see `HttpClient.setNonce`). */
export function setNonce(nonce: string): void {
  getHttpClient().setNonce(nonce);
}

/** Follows the page's REST nonce (see `HttpClient.onNonce`); returns the unsubscribe. */
export function onNonce(listener: (nonce: string) => void): () => void {
  return getHttpClient().onNonce(listener);
}

/** The page's cart queue: every cart request goes through it, one at a time, in order. */
export const cartQueue: SerialQueue = {
  run: (task) => getHttpClient().cartQueue.run(task),
  get pending() {
    return getHttpClient().cartQueue.pending;
  },
  subscribe: (listener) => getHttpClient().cartQueue.subscribe(listener),
};
