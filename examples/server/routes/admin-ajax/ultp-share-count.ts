import { addPostShare, postStatus } from '../../content';
import { fieldText, wpDie, wpSendJsonError } from '../../http';
import { defineAdminAjax } from '../define';
import { checkAjaxReferer } from '../shared';

/** When each visitor last counted a share of each post (the plugin's 60-second transient). */
const lastShare = new Map<string, number>();

/**
 * admin-ajax `ultp_share_count` (guests and users): `postId`, `shareCount`, `wpnonce`
 * (`ultp-nonce`, else `-1` 403). Counts one share of a published post in its `share_count` meta —
 * from the database, never from the posted `shareCount` — at most once a minute per visitor and
 * post, then ends as the plugin does, with admin-ajax's `0` (the caller ignores the reply). A bad
 * id, a missing, private, draft or unpublished post answers `{success:false,data:{message}}`.
 */
export default defineAdminAjax({
  action: 'ultp_share_count',
  handle: (ctx, req) => {
    const denied = checkAjaxReferer(ctx, 'ultp-nonce', fieldText(req.fields, 'wpnonce'));
    if (denied) return denied;
    const raw = (fieldText(req.body, 'postId') ?? '').trim();
    const postId = /^\d+$/.test(raw) ? Number(raw) : 0;
    if (!postId) return wpSendJsonError({ message: 'Invalid post ID' });
    const post = postStatus(ctx.db, postId);
    if (!post) return wpSendJsonError({ message: 'Post not found' });
    if (post.status === 'private') return wpSendJsonError({ message: 'Private post' });
    if (post.status === 'draft' || post.status === 'pending')
      return wpSendJsonError({ message: 'Not allowed' });
    if (post.status !== 'publish') return wpSendJsonError({ message: 'Post not published' });
    const who = `${ctx.user ? `user_${ctx.user.id}` : `session_${ctx.session.id}`}:${postId}`;
    const now = ctx.store.nowSeconds();
    const last = lastShare.get(who);
    if (last !== undefined && now - last < 60) return wpDie('0');
    lastShare.set(who, now);
    addPostShare(ctx.db, postId);
    return wpDie('0');
  },
});
