import { adminAjax, isHttpError, logBlockFailure } from '@firsat/core/http';
import { retryRefusedNonce } from '@firsat/core/kit';
import { ultpNonce } from '../../shared/ultp-client';

/** `-1`: check_ajax_referer's refusal (with 403 from WordPress, or as the body). */
class Refused extends Error {}
const refused = (error: unknown): boolean =>
  error instanceof Refused || (isHttpError(error) && error.status === 403);

/**
 * Counts one share: admin-ajax `ultp_share_count` with `shareCount` (the count shown), `postId`
 * and `wpnonce` (post-blocks.md §8). The plugin's callback prints nothing, so admin-ajax answers
 * `0` whether it counted or not, and the reply is ignored as the plugin does; a refusal that
 * says so (`-1`, 403) renews the nonce once (`ultp_get_nonce`) and sends again. A failure logs
 * SPEC §8's line with the status; resolves whether the call went through.
 */
export async function countShare(postId: number, shareCount: number): Promise<boolean> {
  const send = async () => {
    const reply = await adminAjax<string>(
      'ultp_share_count',
      { shareCount, postId, wpnonce: ultpNonce.current() },
      { responseType: 'text' },
    );
    if (reply.trim() === '-1') throw new Refused();
  };
  try {
    await retryRefusedNonce(send, { refused, renew: ultpNonce.renew });
    return true;
  } catch (error) {
    logBlockFailure(error);
    return false;
  }
}
