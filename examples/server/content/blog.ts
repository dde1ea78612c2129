import type { Db } from '../db';

/** One article as the post-blocks blocks print it (WP_Query + get_the_* in one row). */
export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  dateGmt: string;
  modifiedGmt: string;
  authorId: number;
  authorName: string;
  authorNicename: string;
  /** the featured picture's file under uploads/, or null */
  image: string | null;
  imageAlt: string;
  /** `__builder_feature_video`, or '' */
  video: string;
  shareCount: number;
  views: number;
  commentCount: number;
  categories: { slug: string; name: string }[];
  tags: { slug: string; name: string }[];
}

/** The post-blocks query (ultimate_post()->get_query) over the demo's published posts. */
export interface BlogQuery {
  perPage: number;
  page: number;
  /** category slugs (any of) */
  categories?: string[];
  /** tag slugs (any of) */
  tags?: string[];
  authors?: number[];
  /** words in title, excerpt or content, matched in Turkish lower case (İ/i, I/ı) */
  search?: string;
  order?: 'ASC' | 'DESC';
  /** date | modified | title | rand | comment_count | views */
  orderby?: string;
  /** the advanced filter's quick sort (queryQuick) */
  advSort?: string;
  exclude?: number[];
  /** only these ids (the unique-content and search paging) */
  include?: number[];
}

/** Turkish-aware folding for search: `İ`→`i`, `I`→`ı`, spaces collapsed. */
export const foldBlogText = (text: string): string =>
  text.toLocaleLowerCase('tr').replace(/\s+/g, ' ').trim();

const withFold = new WeakSet<Db>();

/** SQLite's LOWER() knows only ASCII: the demo registers tr_fold(), the same folding as the search's. */
function registerFold(db: Db): void {
  if (withFold.has(db)) return;
  db.function('tr_fold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? foldBlogText(value) : '',
  );
  withFold.add(db);
}

const placeholders = (list: readonly unknown[]): string => list.map(() => '?').join(', ');

/** The quick sorts the demo implements: views, latest / oldest and alphabetical (the others fall back to date). */
function quickOrder(advSort: string): string | null {
  switch (advSort) {
    case 'popular_post_all_times_view':
    case 'popular_post_30_days_view':
    case 'popular_post_7_days_view':
    case 'popular_post_1_day_view':
      return 'views DESC, p.date_gmt DESC';
    case 'latest_post_published':
      return 'p.date_gmt DESC';
    case 'latest_post_modified':
      return 'p.modified_gmt DESC';
    case 'oldest_post_published':
      return 'p.date_gmt ASC';
    case 'oldest_post_modified':
      return 'p.modified_gmt ASC';
    case 'alphabet_asc':
      return 'tr_fold(p.title) ASC';
    case 'alphabet_desc':
      return 'tr_fold(p.title) DESC';
    case 'most_comment':
      return 'comment_count DESC, p.date_gmt DESC';
    default:
      return null;
  }
}

function orderClause(query: BlogQuery): string {
  const quick = query.advSort ? quickOrder(query.advSort) : null;
  if (quick) return `${quick}, p.id DESC`;
  const direction = query.order === 'ASC' ? 'ASC' : 'DESC';
  switch (query.orderby) {
    case 'title':
      return `tr_fold(p.title) ${direction}, p.id ${direction}`;
    case 'modified':
      return `p.modified_gmt ${direction}, p.id ${direction}`;
    case 'comment_count':
      return `comment_count ${direction}, p.id ${direction}`;
    case 'views':
      return `views ${direction}, p.id ${direction}`;
    case 'rand':
      // a stable "random" order: the same page twice shows the same posts
      return `(p.id * 7919) % 104729 ${direction}`;
    default:
      return `p.date_gmt ${direction}, p.id ${direction}`;
  }
}

const selectColumns = `p.id, p.slug, p.title, p.excerpt, p.content, p.date_gmt, p.modified_gmt, p.author_id,
  COALESCE(u.display_name, '') AS author_name, COALESCE(u.nicename, '') AS author_nicename,
  a.file AS image, COALESCE(a.alt, '') AS image_alt,
  COALESCE((SELECT value FROM post_meta WHERE post_id = p.id AND key = '__builder_feature_video'), '') AS video,
  CAST(COALESCE((SELECT value FROM post_meta WHERE post_id = p.id AND key = 'share_count'), '0') AS INTEGER) AS share_count,
  CAST(COALESCE((SELECT value FROM post_meta WHERE post_id = p.id AND key = '__post_views_count'), '0') AS INTEGER) AS views,
  (SELECT COUNT(*) FROM comments c WHERE c.post_id = p.id AND c.status = 'approved') AS comment_count`;

const fromClause = `FROM posts p
  LEFT JOIN users u ON u.id = p.author_id
  LEFT JOIN post_meta t ON t.post_id = p.id AND t.key = '_thumbnail_id'
  LEFT JOIN attachments a ON a.post_id = CAST(t.value AS INTEGER)`;

interface Row {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  date_gmt: string;
  modified_gmt: string;
  author_id: number | null;
  author_name: string;
  author_nicename: string;
  image: string | null;
  image_alt: string;
  video: string;
  share_count: number;
  views: number;
  comment_count: number;
}

function terms(db: Db, postId: number, taxonomy: string): { slug: string; name: string }[] {
  return db
    .prepare(
      `SELECT t.slug, t.name FROM term_relationships r JOIN terms t ON t.id = r.term_id
       WHERE r.object_id = ? AND t.taxonomy = ? ORDER BY r.position`,
    )
    .all(postId, taxonomy) as { slug: string; name: string }[];
}

function toPost(db: Db, row: Row): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    dateGmt: row.date_gmt,
    modifiedGmt: row.modified_gmt,
    authorId: row.author_id ?? 0,
    authorName: row.author_name,
    authorNicename: row.author_nicename,
    image: row.image,
    imageAlt: row.image_alt,
    video: row.video,
    shareCount: row.share_count,
    views: row.views,
    commentCount: row.comment_count,
    categories: terms(db, row.id, 'category'),
    tags: terms(db, row.id, 'post_tag'),
  };
}

/**
 * One page of published posts for a post-blocks block and the number of pages. Every value the
 * visitor chooses (search words, slugs, ids) is bound as a parameter; the search compares
 * tr_fold() of the title, excerpt and content with the folded words.
 */
export function queryBlogPosts(
  db: Db,
  query: BlogQuery,
): { posts: BlogPost[]; total: number; pages: number } {
  registerFold(db);
  const where = ["p.type = 'post'", "p.status = 'publish'"];
  const params: (string | number)[] = [];
  const search = foldBlogText(query.search ?? '');
  if (search) {
    where.push("instr(tr_fold(p.title || ' ' || p.excerpt || ' ' || p.content), ?) > 0");
    params.push(search);
  }
  const taxonomy = (name: string, slugs: string[] | undefined): void => {
    if (!slugs || slugs.length === 0) return;
    where.push(`p.id IN (SELECT r.object_id FROM term_relationships r JOIN terms tt ON tt.id = r.term_id
      WHERE tt.taxonomy = ? AND tt.slug IN (${placeholders(slugs)}))`);
    params.push(name, ...slugs);
  };
  taxonomy('category', query.categories);
  taxonomy('post_tag', query.tags);
  if (query.authors && query.authors.length > 0) {
    where.push(`p.author_id IN (${placeholders(query.authors)})`);
    params.push(...query.authors);
  }
  if (query.exclude && query.exclude.length > 0) {
    where.push(`p.id NOT IN (${placeholders(query.exclude)})`);
    params.push(...query.exclude);
  }
  if (query.include) {
    if (query.include.length === 0) return { posts: [], total: 0, pages: 0 };
    where.push(`p.id IN (${placeholders(query.include)})`);
    params.push(...query.include);
  }
  const filter = `${fromClause} WHERE ${where.join(' AND ')}`;
  const total = (db.prepare(`SELECT COUNT(*) AS n ${filter}`).get(...params) as { n: number }).n;
  const perPage = Math.max(1, query.perPage);
  const rows = db
    .prepare(`SELECT ${selectColumns} ${filter} ORDER BY ${orderClause(query)} LIMIT ? OFFSET ?`)
    .all(...params, perPage, (Math.max(1, query.page) - 1) * perPage) as Row[];
  return { posts: rows.map((row) => toPost(db, row)), total, pages: Math.ceil(total / perPage) };
}

/** A published post by its slug, or null. */
export function blogPostBySlug(db: Db, slug: string): BlogPost | null {
  registerFold(db);
  const row = db
    .prepare(
      `SELECT ${selectColumns} ${fromClause} WHERE p.type = 'post' AND p.status = 'publish' AND p.slug = ?`,
    )
    .get(slug) as Row | undefined;
  return row ? toPost(db, row) : null;
}

/** A post of any status by id (ultp_share_count's and ultp_next_prev's checks), or null. */
export function postStatus(db: Db, id: number): { type: string; status: string } | null {
  return (
    (db.prepare('SELECT type, status FROM posts WHERE id = ?').get(id) as
      | { type: string; status: string }
      | undefined) ?? null
  );
}

/** Counts one share of a published post (`share_count` meta) and returns the new total. */
export function addPostShare(db: Db, id: number): number {
  const current = Number(
    (
      db.prepare("SELECT value FROM post_meta WHERE post_id = ? AND key = 'share_count'").get(id) as
        | { value: string }
        | undefined
    )?.value ?? 0,
  );
  const next = (Number.isFinite(current) ? current : 0) + 1;
  db.prepare(
    "INSERT INTO post_meta (post_id, key, value) VALUES (?, 'share_count', ?) ON CONFLICT (post_id, key) DO UPDATE SET value = excluded.value",
  ).run(id, String(next));
  return next;
}

/** The blog's categories or tags with their post counts, by name (get_terms). */
export function blogTerms(
  db: Db,
  taxonomy: 'category' | 'post_tag',
): { id: number; slug: string; name: string; count: number }[] {
  return db
    .prepare(
      `SELECT t.id, t.slug, t.name, (SELECT COUNT(*) FROM term_relationships r JOIN posts p ON p.id = r.object_id
         WHERE r.term_id = t.id AND p.type = 'post' AND p.status = 'publish') AS count
       FROM terms t WHERE t.taxonomy = ? ORDER BY t.name`,
    )
    .all(taxonomy) as { id: number; slug: string; name: string; count: number }[];
}

/** The authors of published posts (the advanced filter's author list). */
export function blogAuthors(db: Db): { id: number; name: string }[] {
  return db
    .prepare(
      `SELECT DISTINCT u.id, u.display_name AS name FROM users u JOIN posts p ON p.author_id = u.id
       WHERE p.type = 'post' AND p.status = 'publish' ORDER BY u.display_name`,
    )
    .all() as { id: number; name: string }[];
}
