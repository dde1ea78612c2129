import { type PostRow, postTermIds } from '../content';
import type { RequestContext } from '../context';
import { escapeHtml, paths, restDates } from '../lib';

/** wp_trim_words() on the content, as the REST API's generated excerpt. */
function excerptOf(post: PostRow): string {
  if (post.excerpt) return `<p>${post.excerpt}</p>\n`;
  const words = post.content
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const text = words.length > 55 ? `${words.slice(0, 55).join(' ')} [&hellip;]` : words.join(' ');
  return `<p>${text}</p>\n`;
}

/** A post in the shape of GET /wp/v2/posts (view context). */
export function postJson(ctx: RequestContext, post: PostRow): Record<string, unknown> {
  const date = restDates(post.date_gmt);
  const modified = restDates(post.modified_gmt);
  const categories = postTermIds(ctx.db, post.id, 'category');
  const tags = postTermIds(ctx.db, post.id, 'post_tag');
  const rest = (path: string): string => ctx.url(`${paths.restRoot}${path}`);
  const slugsOf = (ids: number[]): string[] =>
    ids
      .map(
        (id) =>
          ctx.db.prepare('SELECT taxonomy, slug FROM terms WHERE id = ?').get(id) as {
            taxonomy: string;
            slug: string;
          },
      )
      .map((t) => (t.taxonomy === 'post_tag' ? `tag-${t.slug}` : `category-${t.slug}`));
  return {
    id: post.id,
    date: date.local,
    date_gmt: date.gmt,
    guid: { rendered: ctx.url(`/?p=${post.id}`) },
    modified: modified.local,
    modified_gmt: modified.gmt,
    slug: post.slug,
    status: post.status,
    type: 'post',
    link: ctx.url(paths.post(post.slug)),
    title: { rendered: escapeHtml(post.title) },
    content: { rendered: `${post.content}\n`, protected: false },
    excerpt: { rendered: excerptOf(post), protected: false },
    author: post.author_id ?? 0,
    featured_media: 0,
    comment_status: post.comment_status,
    ping_status: 'open',
    sticky: false,
    template: '',
    format: 'standard',
    meta: { footnotes: '' },
    categories,
    tags,
    class_list: [
      `post-${post.id}`,
      'post',
      'type-post',
      `status-${post.status}`,
      'format-standard',
      'hentry',
      ...slugsOf([...categories, ...tags]),
    ],
    _links: {
      self: [{ href: rest(`wp/v2/posts/${post.id}`), targetHints: { allow: ['GET'] } }],
      collection: [{ href: rest('wp/v2/posts') }],
      about: [{ href: rest('wp/v2/types/post') }],
      author: [{ embeddable: true, href: rest(`wp/v2/users/${post.author_id ?? 0}`) }],
      replies: [{ embeddable: true, href: rest(`wp/v2/comments?post=${post.id}`) }],
      'wp:term': [
        { taxonomy: 'category', embeddable: true, href: rest(`wp/v2/categories?post=${post.id}`) },
        { taxonomy: 'post_tag', embeddable: true, href: rest(`wp/v2/tags?post=${post.id}`) },
      ],
      curies: [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }],
    },
  };
}
