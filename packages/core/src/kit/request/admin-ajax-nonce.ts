import { adminAjax } from '../../http/index';

/**
 * Fetches a fresh nonce from admin-ajax `action` (`wopb_get_nonce`, `ultp_get_nonce`): both
 * plugins answer `{success, data: {nonce}}`. No nonce in the answer is a failure.
 */
export function adminAjaxNonce(action: string): (signal?: AbortSignal) => Promise<string> {
  return async (signal) => {
    const reply = await adminAjax<{ data?: { nonce?: unknown } }>(action, {}, { signal });
    const nonce = reply?.data?.nonce;
    if (typeof nonce !== 'string' || nonce === '') throw new Error(`${action} answered no nonce`);
    return nonce;
  };
}
