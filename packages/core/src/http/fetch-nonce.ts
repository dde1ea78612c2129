import { HttpError } from './http-error';
import { readText } from './read-body';
import { resolveUrl } from './resolve-url';
import type { Send } from './transport';

/**
 * Asks `endpoint` (admin-ajax `?action=rest-nonce`) for a fresh REST nonce: its text body. An
 * error status or a body of `0` / `-1` (no session) is `unknown_error`.
 */
export async function fetchNonce(send: Send, endpoint: string): Promise<string> {
  const response = await send(resolveUrl(endpoint), {
    method: 'GET',
    headers: { Accept: 'text/plain, */*' },
  });
  const text = (await readText(response)).trim();
  if (!response.ok || text === '' || text === '0' || text === '-1') {
    throw HttpError.of('unknown_error', { status: response.status, data: text });
  }
  return text;
}
