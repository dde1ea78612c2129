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
