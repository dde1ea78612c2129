import { addView, isPublishedProduct } from '../../shop';
import { defineRest, RestError } from '../define';

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

/**
 * POST /wp-json/wopb/views: `{postID, wpnonce}` (JSON or form), sent by product-blocks 3 s after
 * a single product page loads. Counts one view of the product and answers
 * `{success: true, views}`. The dispatcher checks `X-WP-Nonce` (wp_rest) first; then `wpnonce`
 * must be the `wopb-nonce` (403 `rest_forbidden`), and `postID` a published product
 * (400 `rest_invalid_param`).
 */
export default defineRest({
  namespace: 'wopb',
  route: '/views',
  methods: ['POST'],
  handle: (ctx, req) => {
    const nonce = field(req.body, 'wpnonce');
    if (typeof nonce !== 'string' || ctx.verifyNonce('wopb-nonce', nonce) === 0) {
      throw new RestError('rest_forbidden', 'Sorry, you are not allowed to do that.', 403);
    }
    const raw = field(req.body, 'postID');
    const postId =
      typeof raw === 'number' || (typeof raw === 'string' && /^\d+$/.test(raw)) ? Number(raw) : Number.NaN;
    if (!isPublishedProduct(ctx.db, postId)) {
      throw new RestError('rest_invalid_param', 'Invalid parameter(s): postID', 400, {
        params: { postID: 'postID is not a product.' },
      });
    }
    return { data: { success: true, views: addView(ctx.db, postId, ctx.store.nowSeconds()) } };
  },
});
