import { adminAjax, HttpError, logBlockFailure } from '@firsat/core/http';
import { getConfig } from '@firsat/core/island';
import { readShareCount } from './share-count-reply';
import { setShareCount } from './share-counts';

/**
 * Tells the server about one share: admin-ajax `wopb_share_count` with `shareCount` (the count
 * shown), `postId` and `wpnonce`. The answer's `data.count` becomes the post's count on the
 * page. A failure logs SPEC §8's line with the status and keeps the count as it was.
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
    setShareCount(postId, count);
    return count;
  } catch (error) {
    logBlockFailure(error);
    return null;
  }
}
