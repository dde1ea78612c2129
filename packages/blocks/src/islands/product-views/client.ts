import { logBlockFailure, rest } from '@firsat/core/http';
import { getConfig } from '@firsat/core/island';

/**
 * POST `/wopb/views` with `{postID, wpnonce}` through the REST client, so the `X-WP-Nonce`
 * header and the one fresh-nonce retry apply. The answer is not used; a failure is logged as
 * SPEC §8 logs block failures.
 */
export async function sendView(postID: number): Promise<void> {
  try {
    await rest('wopb/views', {
      method: 'POST',
      json: { postID, wpnonce: getConfig().productBlocks.security },
    });
  } catch (error) {
    logBlockFailure(error);
  }
}
