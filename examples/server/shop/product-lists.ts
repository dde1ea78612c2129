import type { Db } from '../db';

/**
 * The visitor's compare and wishlist lists (the product-blocks plugin keeps them in the
 * `wopb_compare` / `wopb_wishlist` cookies; the demo keeps them per session in the database and
 * sends the same cookies). Ordered as added.
 */
export type ProductListName = 'compare' | 'wishlist';

const TABLE: Record<ProductListName, string> = {
  compare: 'compare_items',
  wishlist: 'wishlist_items',
};

/** The ids in the visitor's list, oldest first. */
export function productListIds(db: Db, list: ProductListName, sessionId: string): number[] {
  const rows = db
    .prepare(`SELECT product_id AS id FROM ${TABLE[list]} WHERE session_id = ? ORDER BY added_at, rowid`)
    .all(sessionId) as { id: number }[];
  return rows.map((row) => row.id);
}

/** Adds a product to the visitor's list (kept where it was when already there); true when it was added. */
export function addToProductList(
  db: Db,
  list: ProductListName,
  sessionId: string,
  productId: number,
  nowSeconds: number,
): boolean {
  const result = db
    .prepare(`INSERT OR IGNORE INTO ${TABLE[list]} (session_id, product_id, added_at) VALUES (?, ?, ?)`)
    .run(sessionId, productId, nowSeconds);
  return result.changes > 0;
}

/** Takes a product out of the visitor's list; true when it was there. */
export function removeFromProductList(
  db: Db,
  list: ProductListName,
  sessionId: string,
  productId: number,
): boolean {
  const result = db
    .prepare(`DELETE FROM ${TABLE[list]} WHERE session_id = ? AND product_id = ?`)
    .run(sessionId, productId);
  return result.changes > 0;
}

/** Empties the visitor's list. */
export function clearProductList(db: Db, list: ProductListName, sessionId: string): void {
  db.prepare(`DELETE FROM ${TABLE[list]} WHERE session_id = ?`).run(sessionId);
}

/** The plugin's cookie of each list: `wopb_compare` / `wopb_wishlist`, a JSON array of ids. */
export const PRODUCT_LIST_COOKIE: Record<ProductListName, string> = {
  compare: 'wopb_compare',
  wishlist: 'wopb_wishlist',
};

/** The cookie's life as the plugin sets it: 7 days (604800 s). */
export const PRODUCT_LIST_COOKIE_SECONDS = 604800;
