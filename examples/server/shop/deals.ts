import type { Db } from '../db';
import { endOfStoreDay } from '../lib';

/**
 * Moves each demo deal's end to the end of (today + its demo_deal_days), in Istanbul time, so
 * the demo always has running deals and the deliberately expired one stays expired. Cheap and
 * idempotent: called at start and before pages that show deals.
 */
export function rollDemoDeals(db: Db, nowMs: number): void {
  const rows = db
    .prepare('SELECT post_id, demo_deal_days FROM products WHERE demo_deal_days IS NOT NULL')
    .all() as {
    post_id: number;
    demo_deal_days: number;
  }[];
  const update = db.prepare('UPDATE products SET sale_to = ? WHERE post_id = ? AND IFNULL(sale_to, 0) <> ?');
  for (const row of rows) {
    const saleTo = endOfStoreDay(nowMs, row.demo_deal_days);
    update.run(saleTo, row.post_id, saleTo);
  }
}
