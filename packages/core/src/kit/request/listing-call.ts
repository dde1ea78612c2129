import { type FormPayload, HttpError, isHttpError, postTo } from '../../http/index';
import { retryRefusedNonce } from './latest';
import type { StoredNonce } from './nonce';

/** Where a plugin's listing calls go and which nonce they carry (`wopb_*`, `ultp_*`). */
export interface ListingEndpoint {
  /** the URL of `action` (the plugin's configured one, or its wc-ajax / admin-ajax address) */
  url(action: string): string;
  nonce: StoredNonce;
}

/**
 * The plugins' callbacks return without a word on a bad nonce, so the ajax answers an empty
 * body (200); a server that uses check_ajax_referer answers `-1` with 403. Either is refused.
 */
class NonceRefused extends Error {}
const refused = (error: unknown): boolean =>
  error instanceof NonceRefused || (isHttpError(error) && error.status === 403);

/**
 * Posts a listing block's call (`payload.action`, `wpnonce` the endpoint's nonce) and resolves
 * with the server's HTML; a refused nonce is renewed once and the call retried. Still nothing
 * with a fresh nonce: the block is gone from the post (SPEC §8: `unknown_error`, status 200).
 */
export async function postListingCall(
  endpoint: ListingEndpoint,
  payload: { action: string },
  signal?: AbortSignal,
): Promise<string> {
  const url = endpoint.url(payload.action);
  const send = async () => {
    const html = await postTo<string>(url, { ...payload, wpnonce: endpoint.nonce.current() } as FormPayload, {
      responseType: 'text',
      signal,
    });
    if (html.trim() === '' || html.trim() === '-1') throw new NonceRefused();
    return html;
  };
  try {
    return await retryRefusedNonce(send, { refused, renew: endpoint.nonce.renew }, signal);
  } catch (error) {
    if (error instanceof NonceRefused) throw HttpError.of('unknown_error', { status: 200, data: '' });
    throw error;
  }
}
