import { fieldText, wpSendJsonError, wpSendJsonSuccess } from '../../http';
import { addShare, isPublishedProduct } from '../../shop';
import { defineAdminAjax } from '../define';
import { checkAjaxReferer } from '../shared';

/**
 * admin-ajax `wopb_share_count` (guests and users): `postId`, `shareCount`, `wpnonce` (the
 * `wopb-nonce` of `wopb_core.security`). Counts one share of the product in the database and
 * answers `{success: true, data: {success: true, count}}`. The plugin stores `shareCount + 1` as
 * the client sent it; the demo keeps its own counter, so a stale or forged `shareCount` cannot
 * set the total. A missing, wrong or expired nonce answers `-1` (403); a post that is not a
 * published product answers `{success: false, data: {message}}` (400).
 */
export default defineAdminAjax({
  action: 'wopb_share_count',
  handle: (ctx, req) => {
    const denied = checkAjaxReferer(ctx, 'wopb-nonce', fieldText(req.fields, 'wpnonce'));
    if (denied) return denied;
    const raw = fieldText(req.body, 'postId') ?? '';
    const postId = /^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
    if (!isPublishedProduct(ctx.db, postId)) {
      return wpSendJsonError({ message: 'Geçersiz ürün.' }, 400);
    }
    return wpSendJsonSuccess({ success: true, count: addShare(ctx.db, postId) });
  },
});
