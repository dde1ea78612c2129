import type { Db } from '../db';
import type { FormFields } from '../http';

export interface ShippingRate {
  /** the value WooCommerce posts: 'flat_rate:1' */
  id: string;
  methodId: 'flat_rate' | 'free_shipping' | 'local_pickup';
  instanceId: number;
  label: string;
  costKurus: number;
}

interface MethodRow {
  instance_id: number;
  method_id: ShippingRate['methodId'];
  title: string;
  cost_kurus: number;
  min_amount_kurus: number | null;
}

/** The rates the single zone offers for a cart subtotal (free shipping needs its minimum). */
export function availableRates(db: Db, subtotalKurus: number): ShippingRate[] {
  const rows = db
    .prepare('SELECT * FROM shipping_methods WHERE enabled = 1 ORDER BY position, instance_id')
    .all() as MethodRow[];
  return rows
    .filter((row) => row.method_id !== 'free_shipping' || subtotalKurus >= (row.min_amount_kurus ?? 0))
    .map((row) => ({
      id: `${row.method_id}:${row.instance_id}`,
      methodId: row.method_id,
      instanceId: row.instance_id,
      label: row.title,
      costKurus: row.cost_kurus,
    }));
}

/** The session's chosen rate id per package (WooCommerce's chosen_shipping_methods). */
export function chosenShipping(db: Db, sessionId: string): string[] {
  const row = db.prepare('SELECT chosen_shipping FROM sessions WHERE id = ?').get(sessionId) as
    | { chosen_shipping: string }
    | undefined;
  return row ? (JSON.parse(row.chosen_shipping) as string[]) : [];
}

/** The session's chosen rate for package 0 if still offered, else the first one offered. */
export function chosenRate(db: Db, sessionId: string, rates: ShippingRate[]): ShippingRate | null {
  const chosen = chosenShipping(db, sessionId);
  return rates.find((rate) => rate.id === chosen[0]) ?? rates[0] ?? null;
}

/** Stores the chosen rate per package (WooCommerce's chosen_shipping_methods). */
export function chooseShipping(db: Db, sessionId: string, rateIds: string[]): void {
  db.prepare('UPDATE sessions SET chosen_shipping = ? WHERE id = ?').run(JSON.stringify(rateIds), sessionId);
}

/**
 * Stores a posted `shipping_method[<package>]=<rate id>` group over the earlier choices (values
 * that are not text, and package indexes that are not small numbers, are skipped).
 */
export function choosePostedShipping(db: Db, sessionId: string, posted: FormFields): void {
  const chosen = chosenShipping(db, sessionId);
  for (const [index, value] of Object.entries(posted)) {
    const at = Number(index);
    if (typeof value === 'string' && Number.isInteger(at) && at >= 0 && at < 100) chosen[at] = value;
  }
  chooseShipping(
    db,
    sessionId,
    Array.from(chosen, (id) => id ?? ''),
  );
}
