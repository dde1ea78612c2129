import type { Db } from '../db';

export interface PostRow {
  id: number;
  slug: string;
  title: string;
  content: string;
  excerpt: string;
  author_id: number | null;
  status: string;
  comment_status: string;
  date_gmt: string;
  modified_gmt: string;
}

export interface PostQuery {
  perPage: number;
  page: number;
  /** when set, skips this many posts and ignores page (as WP_Query does) */
  offset?: number;
  search?: string;
  authors?: number[];
  include?: number[];
  exclude?: number[];
  categories?: number[];
  tags?: number[];
  slugs?: string[];
  order: 'asc' | 'desc';
  orderby: 'date' | 'id' | 'title' | 'slug' | 'modified' | 'author' | 'include';
}

const orderColumns: Record<Exclude<PostQuery['orderby'], 'include'>, string> = {
  date: 'date_gmt',
  id: 'id',
  title: 'title',
  slug: 'slug',
  modified: 'modified_gmt',
  author: 'author_id',
};

const placeholders = (list: readonly unknown[]): string => list.map(() => '?').join(', ');

/** Published posts matching the query: one page of rows and the total count. */
export function queryPosts(db: Db, query: PostQuery): { rows: PostRow[]; total: number } {
  const where = ["type = 'post'", "status = 'publish'"];
  const params: (string | number)[] = [];
  if (query.search) {
    const like = `%${query.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    where.push("(title LIKE ? ESCAPE '\\' OR content LIKE ? ESCAPE '\\' OR excerpt LIKE ? ESCAPE '\\')");
    params.push(like, like, like);
  }
  const inList = (column: string, list: readonly (string | number)[] | undefined, negate = false): void => {
    if (!list || list.length === 0) return;
    where.push(`${column} ${negate ? 'NOT IN' : 'IN'} (${placeholders(list)})`);
    params.push(...list);
  };
  inList('author_id', query.authors);
  inList('id', query.include);
  inList('id', query.exclude, true);
  inList('slug', query.slugs);
  for (const terms of [query.categories, query.tags]) {
    if (!terms || terms.length === 0) continue;
    where.push(`id IN (SELECT object_id FROM term_relationships WHERE term_id IN (${placeholders(terms)}))`);
    params.push(...terms);
  }
  const filter = `FROM posts WHERE ${where.join(' AND ')}`;
  const total = (db.prepare(`SELECT COUNT(*) AS n ${filter}`).get(...params) as { n: number }).n;

  let order: string;
  if (query.orderby === 'include' && query.include && query.include.length > 0) {
    order = `CASE id ${query.include.map((id, i) => `WHEN ${Number(id)} THEN ${i}`).join(' ')} END`;
  } else {
    const column = orderColumns[query.orderby === 'include' ? 'date' : query.orderby];
    order = `${column} ${query.order.toUpperCase()}, id ${query.order.toUpperCase()}`;
  }
  const skip = query.offset ?? (query.page - 1) * query.perPage;
  const rows = db
    .prepare(`SELECT * ${filter} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, query.perPage, skip) as PostRow[];
  return { rows, total };
}

export function getPost(db: Db, id: number): PostRow | null {
  return (
    (db.prepare("SELECT * FROM posts WHERE id = ? AND type = 'post'").get(id) as PostRow | undefined) ?? null
  );
}

/** A published page (get_post() of a page), or null. */
export function getPage(db: Db, id: number): PostRow | null {
  return (
    (db.prepare("SELECT * FROM posts WHERE id = ? AND type = 'page' AND status = 'publish'").get(id) as
      | PostRow
      | undefined) ?? null
  );
}

/** The post's term ids in a taxonomy. */
export function postTermIds(db: Db, postId: number, taxonomy: string): number[] {
  const rows = db
    .prepare(`SELECT t.id FROM term_relationships r JOIN terms t ON t.id = r.term_id
      WHERE r.object_id = ? AND t.taxonomy = ? ORDER BY r.position`)
    .all(postId, taxonomy) as { id: number }[];
  return rows.map((row) => row.id);
}
