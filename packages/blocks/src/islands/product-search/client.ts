import { isHttpError, rest } from '@firsat/core/http';
import { getConfig } from '@firsat/core/island';
import * as v from 'valibot';
import { fetchFreshNonce, NONCE_STORAGE_KEY } from '../../shared/block-requests';

/** What the block sends (product-blocks.md §3, SPEC §7). */
export interface SearchPayload {
  search: string;
  category: string;
  blockId: string;
  blockName: string;
  postId: string;
  widgetBlockId: string;
}

/** The reply: the results' HTML as a JSON string ('' when the server had nothing to search). */
const replySchema = v.string();

function storedNonce(): string | null {
  try {
    return sessionStorage.getItem(NONCE_STORAGE_KEY);
  } catch {
    return null;
  }
}

const nonceRefused = (error: unknown): boolean =>
  isHttpError(error) && error.status === 403 && error.code !== 'rest_cookie_invalid_nonce';

/**
 * POST `/wopb/product-search` through the REST client (`X-WP-Nonce`, `_locale=user`, its one
 * retry on `rest_cookie_invalid_nonce`), `wpnonce` the fresh one kept in sessionStorage or the
 * page's; when the server refuses it (a cached page's stale nonce) a fresh one is fetched once and
 * the call retried. The reply must be a string (valibot): the results' HTML, which the behaviour
 * puts into `.wopb-search-result` through core's `insertHtml`.
 */
export async function searchProducts(payload: SearchPayload, signal: AbortSignal): Promise<string> {
  const send = async (wpnonce: string) =>
    v.parse(
      replySchema,
      await rest('wopb/product-search', { method: 'POST', json: { ...payload, wpnonce }, signal }),
    );
  let html: string;
  try {
    html = await send(storedNonce() ?? getConfig().productBlocks.security);
  } catch (error) {
    if (!nonceRefused(error)) throw error;
    html = await send(await fetchFreshNonce(signal));
  }
  return html;
}
