import { getPost } from '../../content';
import { postJson } from '../../render';
import { defineRest, RestError } from '../define';

/** GET /wp-json/wp/v2/posts/<id>: one published post, or 404 rest_post_invalid_id. */
export default defineRest({
  namespace: 'wp/v2',
  route: '/posts/:id',
  methods: ['GET'],
  args: { id: { type: 'integer', description: 'Unique identifier for the post.' } },
  handle: (ctx, req) => {
    const id = Number(req.params.id);
    const post = Number.isInteger(id) ? getPost(ctx.db, id) : null;
    if (post?.status !== 'publish') throw new RestError('rest_post_invalid_id', 'Invalid post ID.', 404);
    return { data: postJson(ctx, post) };
  },
});
