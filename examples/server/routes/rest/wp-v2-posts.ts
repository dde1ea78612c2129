import { queryPosts } from '../../content';
import { type FormValue, groupTexts } from '../../http';
import { paths } from '../../lib';
import { postJson } from '../../render';
import { defineRest, RestError } from '../define';

/** A list parameter: `1,2` or `author[]=1&author[]=2`. */
function list(value: FormValue | undefined): string[] {
  if (value === undefined || value instanceof File) return [];
  const items = typeof value === 'string' ? value.split(',') : groupTexts(value);
  return items.map((item) => item.trim()).filter(Boolean);
}
const ids = (value: FormValue | undefined): number[] => list(value).map(Number).filter(Number.isInteger);
const text = (value: FormValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/**
 * GET /wp-json/wp/v2/posts from the database: paging with per_page (1–100) and page, the
 * X-WP-Total / X-WP-TotalPages headers and Link rel="prev"/"next" (the request's own query with
 * the page changed), the way the REST client's per_page=-1 paging follows them.
 */
export default defineRest({
  namespace: 'wp/v2',
  route: '/posts',
  methods: ['GET'],
  args: {
    context: { type: 'string', default: 'view', enum: ['view', 'embed', 'edit'] },
    page: { type: 'integer', default: 1, minimum: 1, description: 'Current page of the collection.' },
    per_page: {
      type: 'integer',
      default: 10,
      minimum: 1,
      maximum: 100,
      description: 'Maximum number of items to be returned in result set.',
    },
    search: { type: 'string' },
    author: { type: 'array' },
    include: { type: 'array' },
    exclude: { type: 'array' },
    offset: { type: 'integer' },
    order: { type: 'string', default: 'desc', enum: ['asc', 'desc'] },
    orderby: {
      type: 'string',
      default: 'date',
      enum: ['author', 'date', 'id', 'include', 'modified', 'slug', 'title'],
    },
    slug: { type: 'array' },
    categories: { type: 'array' },
    tags: { type: 'array' },
  },
  handle: (ctx, req) => {
    const q = req.query;
    const page = Number(text(q.page) ?? 1);
    const perPage = Number(text(q.per_page) ?? 10);
    const offset = text(q.offset);
    const { rows, total } = queryPosts(ctx.db, {
      page,
      perPage,
      offset: offset ? Number(offset) : undefined,
      search: text(q.search),
      authors: ids(q.author),
      include: ids(q.include),
      exclude: ids(q.exclude),
      categories: ids(q.categories),
      tags: ids(q.tags),
      slugs: list(q.slug),
      order: text(q.order) === 'asc' ? 'asc' : 'desc',
      orderby: (text(q.orderby) ?? 'date') as 'date',
    });
    const totalPages = Math.ceil(total / perPage);
    if (page > totalPages && total > 0) {
      throw new RestError(
        'rest_post_invalid_page_number',
        'The page number requested is larger than the number of pages available.',
        400,
      );
    }
    const links: string[] = [];
    const linkTo = (target: number): string => {
      const url = new URL(ctx.url(`${paths.restRoot}wp/v2/posts`));
      for (const [name, value] of new URL(req.request.url).searchParams) {
        if (name !== 'rest_route') url.searchParams.append(name, value);
      }
      url.searchParams.set('page', String(target));
      return url.href;
    };
    if (page > 1) links.push(`<${linkTo(Math.min(page - 1, totalPages))}>; rel="prev"`);
    if (page < totalPages) links.push(`<${linkTo(page + 1)}>; rel="next"`);
    return {
      data: rows.map((row) => postJson(ctx, row)),
      headers: { 'X-WP-Total': String(total), 'X-WP-TotalPages': String(totalPages), Link: links },
    };
  },
});
