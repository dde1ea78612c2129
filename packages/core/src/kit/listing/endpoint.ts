import { getConfig } from '../../config/index';
import { isHttpError, rest } from '../../http/index';
import {
  adminAjaxNonce,
  postListingCall,
  retryRefusedNonce,
  type StoredNonce,
  storedNonce,
} from '../request/index';
import type { ListingPlugin } from './plugin';

/** A plugin's calls: its nonce, its listing calls (HTML) and its REST routes. */
export interface ListingClient<Payload extends { action: string }> {
  /** the fresh nonce kept in sessionStorage, else the page's `security`; `renew` fetches one */
  nonce: StoredNonce;
  /**
   * posts a listing call (`payload.action`) to the plugin's address of it and resolves with the
   * server's HTML; a refused nonce (a page cache's stale one: an empty reply, `-1`, 403) is
   * renewed once and the call retried
   */
  call(payload: Payload, signal?: AbortSignal): Promise<string>;
  /**
   * POSTs a REST route through the REST client with `wpnonce` the plugin's nonce; a refused one
   * is renewed once and the call retried
   */
  rest<T = unknown>(path: string, payload: Record<string, unknown>, signal?: AbortSignal): Promise<T>;
}

/**
 * A wpnonce the REST route refused: 403 with any code but `rest_cookie_invalid_nonce` (that one
 * is the `X-WP-Nonce` header's, which the REST client renews and retries by itself).
 */
const restNonceRefused = (error: unknown): boolean =>
  isHttpError(error) && error.status === 403 && error.code !== 'rest_cookie_invalid_nonce';

/**
 * The calls of `plugin` (make one per plugin: its nonce remembers a fresh one sessionStorage
 * refused to keep). An action goes to the address the plugin's global prints for it, else to
 * `/?wc-ajax=<action>` or admin-ajax (`plugin.fallback`).
 */
export function listingClient<Payload extends { action: string } = { action: string }>(
  plugin: Pick<ListingPlugin, 'config' | 'nonceStorageKey' | 'renewAction' | 'urlKey' | 'fallback'>,
): ListingClient<Payload> {
  /** what core's config read of the plugin's page global: its printed nonce and addresses */
  const printed = (): { security: string; urls?: Record<string, string> } => getConfig()[plugin.config];
  const nonce = storedNonce({
    storageKey: plugin.nonceStorageKey,
    printed: () => printed().security,
    fetch: adminAjaxNonce(plugin.renewAction),
  });
  const url = (action: string) =>
    (plugin.urlKey && printed().urls?.[plugin.urlKey(action)]) ??
    (plugin.fallback === 'wc-ajax' ? `/?wc-ajax=${action}` : getConfig().ajaxUrl);
  return {
    nonce,
    call: (payload, signal) => postListingCall({ url, nonce }, payload, signal),
    rest: (path, payload, signal) =>
      retryRefusedNonce(
        () => rest(path, { method: 'POST', json: { ...payload, wpnonce: nonce.current() }, signal }),
        { refused: restNonceRefused, renew: nonce.renew },
        signal,
      ),
  };
}
