import type { Db } from '../../db';
import { fieldText, readFields } from '../../http';
import { paths } from '../../lib';
import { getProduct, type ReviewError, submitReview } from '../../shop';
import { definePage } from '../define';

/** wp_die()'s page: the message, a back link, WordPress's status. */
function commentFailure(
  error: Pick<ReviewError, 'message' | 'status'>,
  headers: Record<string, string> = {},
): Response {
  const body = `<!DOCTYPE html>
<html lang="tr"><head><meta charset="UTF-8"><title>Yorum gönderme hatası</title></head>
<body id="error-page"><div class="wp-die-message"><p>${error.message}</p></div>
<p><a href="javascript:history.back()">&laquo; Geri</a></p></body></html>`;
  return new Response(body, {
    status: error.status,
    headers: { 'Content-Type': 'text/html; charset=UTF-8', ...headers },
  });
}

/** `woocommerce_review_rating_required` (default yes, as the product page prints it). */
function ratingRequired(db: Db): boolean {
  const row = db
    .prepare("SELECT value FROM options WHERE name = 'woocommerce_review_rating_required'")
    .get() as { value: string } | undefined;
  return (row?.value ?? 'yes') === 'yes';
}

/**
 * /wp-comments-post.php: the review form's POST (comment_post_ID, comment, rating, author and
 * email for guests). A stored review redirects to the product page at `#comment-<id>`; a refusal
 * is WordPress's error page. Like WordPress, comments carry no nonce.
 */
export default definePage({
  path: '/wp-comments-post.php',
  methods: ['GET', 'POST'],
  render: async (ctx, req) => {
    if (req.request.method !== 'POST') {
      return commentFailure({ message: 'Yorum gönderme hatası', status: 405 }, { Allow: 'POST' });
    }
    const { body } = await readFields(req.request);
    const text = (name: string) => fieldText(body, name) ?? '';
    const postId = Number(text('comment_post_ID'));
    const product = Number.isInteger(postId) && postId > 0 ? getProduct(ctx.db, postId) : null;
    const post = product
      ? (ctx.db.prepare('SELECT comment_status, type FROM posts WHERE id = ?').get(product.id) as
          | { comment_status: string; type: string }
          | undefined)
      : undefined;
    const result = submitReview(
      ctx.db,
      post?.type === 'product' ? product : null,
      {
        postId,
        comment: text('comment'),
        author: text('author'),
        email: text('email'),
        rating: text('rating'),
        userId: ctx.user?.id ?? null,
        userName: ctx.user?.displayName ?? null,
        userEmail: ctx.user?.email ?? null,
      },
      {
        ratingRequired: ratingRequired(ctx.db),
        commentsOpen: post?.comment_status === 'open',
        nowIso: new Date(ctx.store.now()).toISOString().slice(0, 19).replace('T', ' '),
      },
    );
    if (!result.ok) return commentFailure(result.error);
    // get_comment_link(): the product page at the new review's anchor.
    const location = `${paths.product(product?.slug ?? '')}#comment-${result.id}`;
    return new Response(null, { status: 302, headers: { Location: location } });
  },
});
