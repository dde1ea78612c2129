import type { Db } from '../db';

/** Whether `id` is a published product (share and view counters only count those). */
export function isPublishedProduct(db: Db, id: number): boolean {
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  const row = db
    .prepare("SELECT 1 FROM posts WHERE id = ? AND type = 'product' AND status = 'publish'")
    .get(id);
  return row !== undefined;
}

/** The share count of a post (product-blocks keeps it as post meta `wopb_share_count`). */
export function shareCount(db: Db, postId: number): number {
  const row = db.prepare('SELECT count FROM share_counts WHERE post_id = ?').get(postId) as
    | { count: number }
    | undefined;
  return row?.count ?? 0;
}

/** Counts one share and answers the new total. */
export function addShare(db: Db, postId: number): number {
  db.prepare(
    'INSERT INTO share_counts (post_id, count) VALUES (?, 1) ON CONFLICT (post_id) DO UPDATE SET count = count + 1',
  ).run(postId);
  return shareCount(db, postId);
}

/** How many times a product page was viewed (the `/wopb/views` pings). */
export function viewCount(db: Db, productId: number): number {
  const row = db.prepare('SELECT views FROM product_views WHERE product_id = ?').get(productId) as
    | { views: number }
    | undefined;
  return row?.views ?? 0;
}

/** Counts one view at `nowSeconds` and answers the new total. */
export function addView(db: Db, productId: number, nowSeconds: number): number {
  db.prepare(
    `INSERT INTO product_views (product_id, views, last_viewed) VALUES (?, 1, ?)
     ON CONFLICT (product_id) DO UPDATE SET views = views + 1, last_viewed = excluded.last_viewed`,
  ).run(productId, nowSeconds);
  return viewCount(db, productId);
}
