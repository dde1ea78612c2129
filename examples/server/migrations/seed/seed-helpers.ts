import type { Database } from 'better-sqlite3';

export interface SeedPost {
  id: number;
  type: string;
  slug: string;
  title: string;
  content?: string;
  excerpt?: string;
  authorId?: number | null;
  parentId?: number | null;
  menuOrder?: number;
  status?: string;
  dateGmt: string;
  commentStatus?: string;
}

export function insertPost(db: Database, post: SeedPost): void {
  db.prepare(
    `INSERT INTO posts (id, type, status, slug, title, content, excerpt, author_id, parent_id, menu_order, comment_status, date_gmt, modified_gmt)
     VALUES (@id, @type, @status, @slug, @title, @content, @excerpt, @authorId, @parentId, @menuOrder, @commentStatus, @dateGmt, @dateGmt)`,
  ).run({
    content: '',
    excerpt: '',
    authorId: null,
    parentId: null,
    menuOrder: 0,
    status: 'publish',
    commentStatus: 'open',
    ...post,
  });
}

/** Inserts a term if missing and returns its id. */
export function ensureTerm(
  db: Database,
  taxonomy: string,
  slug: string,
  name: string,
  parentId?: number,
): number {
  const found = db.prepare('SELECT id FROM terms WHERE taxonomy = ? AND slug = ?').get(taxonomy, slug) as
    | { id: number }
    | undefined;
  if (found) return found.id;
  const result = db
    .prepare('INSERT INTO terms (taxonomy, slug, name, parent_id) VALUES (?, ?, ?, ?)')
    .run(taxonomy, slug, name, parentId ?? null);
  return Number(result.lastInsertRowid);
}

export function termId(db: Database, taxonomy: string, slug: string): number {
  const row = db.prepare('SELECT id FROM terms WHERE taxonomy = ? AND slug = ?').get(taxonomy, slug) as
    | { id: number }
    | undefined;
  if (!row) throw new Error(`seed: no term ${taxonomy}/${slug}`);
  return row.id;
}

export function relate(db: Database, objectId: number, taxonomy: string, slugs: readonly string[]): void {
  const insert = db.prepare('INSERT INTO term_relationships (object_id, term_id, position) VALUES (?, ?, ?)');
  slugs.forEach((slug, position) => {
    insert.run(objectId, termId(db, taxonomy, slug), position);
  });
}

/** Lira to kuruş: tl(1299.9) === 129990. */
export function tl(lira: number): number {
  return Math.round(lira * 100);
}
