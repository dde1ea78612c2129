import { adminAjax, HttpError, logBlockFailure } from '@firsat/core/http';
import { getConfig } from '@firsat/core/island';

/**
 * Reads `wopb_share_count`'s answer, `wp_send_json_success({success, count})`:
 * `{success: true, data: {success: true, count}}`. Anything else is no count (null).
 */
export function readShareCount(reply: unknown): number | null {
  if (typeof reply !== 'object' || reply === null) return null;
  const { success, data } = reply as { success?: unknown; data?: unknown };
  if (success !== true || typeof data !== 'object' || data === null) return null;
  const count = Number((data as { count?: unknown }).count);
  return Number.isInteger(count) && count >= 0 ? count : null;
}

/**
 * Tells the server about one share: admin-ajax `wopb_share_count` with `shareCount` (the count
 * shown), `postId` and `wpnonce`. Resolves to the answer's `data.count`, the post's new count. A
 * failure logs SPEC §8's line with the status and resolves to null (the count stays as it was).
 */
export async function sendShare(postId: number, shownCount: number): Promise<number | null> {
  try {
    const reply = await adminAjax('wopb_share_count', {
      shareCount: shownCount,
      postId,
      wpnonce: getConfig().productBlocks.security,
    });
    const count = readShareCount(reply);
    if (count === null) throw HttpError.of('unknown_error', { status: 200, data: reply });
    return count;
  } catch (error) {
    logBlockFailure(error);
    return null;
  }
}
