import { type FormPayload, HttpError, isHttpError, postTo, rest } from '@firsat/core/http';
import { getConfig } from '@firsat/core/island';
import { adminAjaxNonce, retryRefusedNonce, storedNonce } from '@firsat/core/kit';
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

/**
 * The plugin's callbacks return without a word on a bad nonce, so WooCommerce's ajax answers an
 * empty body (200); a server that uses check_ajax_referer answers `-1` with 403. Either is a
 * refused nonce.
 */
class NonceRefused extends Error {}
const nonceRefused = (error: unknown): boolean =>
  error instanceof NonceRefused || (isHttpError(error) && error.status === 403);

/**
 * Posts a listing block's call and resolves with the server's HTML. The nonce is the fresh one
 * kept in sessionStorage, else the page's `wopb_core.security`; when the server refuses it (a
 * page served from a cache keeps a stale one: an empty reply, or `-1`/403) a fresh nonce is
 * fetched once and the call retried — for every listing call, not only pagination as in the
 * plugin, whose stale pages silently showed nothing.
 */
export async function postBlockRequest(payload: BlockPayload, signal?: AbortSignal): Promise<string> {
  const { productBlocks } = getConfig();
  const url = productBlocks.urls[URL_KEYS[payload.action]] ?? `/?wc-ajax=${payload.action}`;
  const send = async () => {
    const html = await postTo<string>(url, { ...payload, wpnonce: wopbNonce.current() } as FormPayload, {
      responseType: 'text',
      signal,
    });
    if (html.trim() === '' || html.trim() === '-1') throw new NonceRefused();
    return html;
  };
  try {
    return await retryRefusedNonce(send, { refused: nonceRefused, renew: wopbNonce.renew }, signal);
  } catch (error) {
    // still nothing with a fresh nonce: the block is gone from the post (SPEC §8: logged, status 200)
    if (error instanceof NonceRefused) throw HttpError.of('unknown_error', { status: 200, data: '' });
    throw error;
  }
}

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
