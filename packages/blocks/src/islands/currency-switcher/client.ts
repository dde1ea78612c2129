import { adminAjax, HttpError, isHttpError } from '@firsat/core/http';
import { getConfig } from '@firsat/core/island';
import { adminAjaxNonce, retryRefusedNonce, storedNonce } from '@firsat/core/kit';

/**
 * The switcher's nonce: the fresh `wopb-nonce` the product blocks keep in
 * `sessionStorage.wopb_nonce` (fetched with `wopb_get_nonce`, as the listing calls do), else the
 * page's `wopb_currency_switcher.security`.
 */
export const switcherNonce = storedNonce({
  storageKey: 'wopb_nonce',
  printed: () => getConfig().productBlocks.currencySwitcherSecurity,
  fetch: adminAjaxNonce('wopb_get_nonce'),
});

/** check_ajax_referer's refusal: `-1` with 403 (or `-1` alone). */
const refused = (error: unknown): boolean =>
  isHttpError(error) && (error.status === 403 || String(error.data).trim() === '-1');

/** `{success: true, …}`: the server kept the choice; anything else is a failure. */
function accepted(reply: unknown): boolean {
  return typeof reply === 'object' && reply !== null && (reply as { success?: unknown }).success === true;
}

/**
 * Saves the visitor's currency: POST admin-ajax `wopb_current_currency_save` with `data` (the
 * code) and `wpnonce`, as the pro addon's script sends it. A refused nonce (a page cache's stale
 * one) is renewed once and the call sent again. Rejects on any failure (an HttpError), including a
 * reply that is not `{success: true}` (SPEC §8: `unknown_error` with the status).
 */
export async function saveCurrency(code: string, signal?: AbortSignal): Promise<void> {
  const send = async () => {
    const reply = await adminAjax(
      'wopb_current_currency_save',
      { data: code, wpnonce: switcherNonce.current() },
      { signal },
    );
    if (String(reply).trim() === '-1') throw HttpError.of('unknown_error', { status: 403, data: '-1' });
    if (!accepted(reply)) throw HttpError.of('unknown_error', { status: 200, data: reply });
  };
  await retryRefusedNonce(send, { refused, renew: switcherNonce.renew }, signal);
}
