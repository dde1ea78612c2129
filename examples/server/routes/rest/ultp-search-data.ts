import { queryBlogPosts } from '../../content';
import { searchResultItems } from '../../render';
import { defineRest, RestError } from '../define';

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

const flag = (value: unknown): boolean => value === 1 || value === '1' || value === true || value === 'true';

const positive = (value: unknown, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * POST /wp-json/ultp/ultp_search_data: the advanced search block's live results. Body (JSON or
 * form): `searchText`, `date`, `image`, `author`, `excerpt`, `category`, `excerptLimit`,
 * `postPerPage`, `exclude` (the post types left out, `[{value,title}]`, or false), `paged`,
 * `wpnonce` (`ultp-nonce`, else 403 `rest_forbidden`). Answers `{post_data: <html>, post_count}`:
 * the page's `.ultp-search-result__item`s and the number of posts found in all. Posts whose title,
 * excerpt or content hold the words in Turkish lower case (İ/i, I/ı), bound as a SQL parameter;
 * under 3 characters, or with posts excluded, nothing.
 */
export default defineRest({
  namespace: 'ultp',
  route: '/ultp_search_data',
  methods: ['POST'],
  handle: (ctx, req) => {
    const nonce = field(req.body, 'wpnonce');
    if (typeof nonce !== 'string' || ctx.verifyNonce('ultp-nonce', nonce) === 0) {
      throw new RestError('rest_forbidden', 'Sorry, you are not allowed to do that.', 403);
    }
    const text = String(field(req.body, 'searchText') ?? '').trim();
    const exclude = field(req.body, 'exclude');
    const postsLeftOut =
      Array.isArray(exclude) &&
      exclude.some(
        (e) =>
          (e as { value?: unknown; title?: unknown })?.value === 'post' ||
          (e as { title?: unknown })?.title === 'post',
      );
    if ([...text].length < 3 || postsLeftOut) return { data: { post_data: '', post_count: 0 } };
    const result = queryBlogPosts(ctx.db, {
      perPage: Math.min(50, positive(field(req.body, 'postPerPage'), 10)),
      page: positive(field(req.body, 'paged'), 1),
      search: text,
    });
    const html = searchResultItems(ctx, result.posts, {
      image: flag(field(req.body, 'image')),
      category: flag(field(req.body, 'category')),
      author: flag(field(req.body, 'author')),
      date: flag(field(req.body, 'date')),
      excerpt: flag(field(req.body, 'excerpt')),
      excerptLimit: positive(field(req.body, 'excerptLimit'), 55),
    });
    return { data: { post_data: html, post_count: result.total } };
  },
});
