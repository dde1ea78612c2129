import { isHttpError, rest } from '@firsat/core/http';
import { getConfig } from '@firsat/core/island';
import {
  adminAjaxNonce,
  type ListingEndpoint,
  postListingCall,
  retryRefusedNonce,
  storedNonce,
} from '@firsat/core/kit';
import type { BlockPayload } from './payload';

/** Where the plugin keeps the fetched nonce (product-blocks.md §0 "Nonces"). */
export const NONCE_STORAGE_KEY = 'wopb_nonce';

/** The `wopb_core` URL of each action (`ajax_load_more` …); `/?wc-ajax=<action>` when absent. */
const URL_KEYS: Record<BlockPayload['action'], string> = {
  wopb_load_more: 'ajax_load_more',
  wopb_pagination: 'ajax_pagination',
  wopb_filter: 'ajax_filter',
  wopb_show_more_filter_item: 'ajax_show_more_filter_item',
};

/** The product blocks' nonce: the fetched one kept in sessionStorage, else `wopb_core.security`. */
const wopbNonce = storedNonce({
  storageKey: NONCE_STORAGE_KEY,
  printed: () => getConfig().productBlocks.security,
  fetch: adminAjaxNonce('wopb_get_nonce'),
});

/** Asks admin-ajax `wopb_get_nonce` for a fresh `wopb-nonce` and keeps it in sessionStorage. */
export const fetchFreshNonce = (signal?: AbortSignal): Promise<string> => wopbNonce.renew(signal);

/** The product blocks' listing calls: `wopb_core`'s URL of the action, the `wopb` nonce. */
const wopbListing: ListingEndpoint = {
  url: (action) =>
    getConfig().productBlocks.urls[URL_KEYS[action as BlockPayload['action']]] ?? `/?wc-ajax=${action}`,
  nonce: wopbNonce,
};

/**
 * Posts a listing block's call and resolves with the server's HTML (the kit's
 * `postListingCall`). The nonce is the fresh one kept in sessionStorage, else the page's
 * `wopb_core.security`; when the server refuses it (a page served from a cache keeps a stale
 * one: an empty reply, or `-1`/403) a fresh nonce is fetched once and the call retried — for
 * every listing call, not only pagination as in the plugin, whose stale pages silently showed
 * nothing.
 */
export const postBlockRequest = (payload: BlockPayload, signal?: AbortSignal): Promise<string> =>
  postListingCall(wopbListing, payload, signal);

/**
 * A wpnonce the REST route refused: 403 with any code but `rest_cookie_invalid_nonce` (that one
 * is the `X-WP-Nonce` header's, which the REST client renews and retries by itself).
 */
const restNonceRefused = (error: unknown): boolean =>
  isHttpError(error) && error.status === 403 && error.code !== 'rest_cookie_invalid_nonce';

/**
 * POSTs a product-blocks REST route (`wopb/product-search`, `wopb/product-filter`) through the
 * REST client (`X-WP-Nonce`, `_locale=user`, its own retry on `rest_cookie_invalid_nonce`) with
 * `wpnonce` the fresh one kept in sessionStorage or the page's; when the route refuses it (a
 * cached page's stale nonce) a fresh one is fetched once (`wopb_get_nonce`) and the call retried.
 */
export async function postBlockRest<T = unknown>(
  path: string,
  payload: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<T> {
  const send = () =>
    rest<T>(path, { method: 'POST', json: { ...payload, wpnonce: wopbNonce.current() }, signal });
  return retryRefusedNonce(send, { refused: restNonceRefused, renew: wopbNonce.renew }, signal);
}
