import type { Db } from '../db';
import { md5 } from '../lib';
import { activePrice, getProduct, type Product } from './products';

export interface CartLine {
  key: string;
  productId: number;
  variationId: number | null;
  /** the chosen attributes ({ attribute_pa_renk: 'kirmizi' }) */
  variation: Record<string, string>;
  quantity: number;
  /** what is bought: the simple product or the variation */
  product: Product;
  /** the variable product of a variation */
  parent: Product | null;
  /** 'Pamuklu Basic Tişört - Kırmızı, S' */
  name: string;
  unitKurus: number;
  lineKurus: number;
}

export interface Cart {
  lines: CartLine[];
  /** number of items (sum of quantities), the header count */
  count: number;
  subtotalKurus: number;
  /** WooCommerce's cart hash; '' for an empty cart */
  hash: string;
}

interface CartRow {
  item_key: string;
  product_id: number;
  variation_id: number | null;
  variation: string;
  quantity: number;
  custom_price_kurus: number | null;
}

/** Readable names of the chosen attribute values ('kirmizi' → 'Kırmızı'; custom values as they are). */
function attributeLabels(db: Db, variation: Record<string, string>): string[] {
  const termName = db.prepare('SELECT name FROM terms WHERE taxonomy = ? AND slug = ?');
  return Object.entries(variation)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => {
      const taxonomy = name.replace(/^attribute_/, '');
      const term = taxonomy.startsWith('pa_')
        ? (termName.get(taxonomy, value) as { name: string } | undefined)
        : undefined;
      return term?.name ?? value;
    });
}

/** The session's cart, priced now. Lines whose product has gone are skipped. */
export function getCart(db: Db, sessionId: string, nowSeconds: number): Cart {
  const rows = db
    .prepare('SELECT * FROM cart_items WHERE session_id = ? ORDER BY added_at, rowid')
    .all(sessionId) as CartRow[];
  const lines: CartLine[] = [];
  for (const row of rows) {
    const parent = row.variation_id !== null ? getProduct(db, row.product_id) : null;
    const product = getProduct(db, row.variation_id ?? row.product_id);
    if (!product) continue;
    const variation = JSON.parse(row.variation) as Record<string, string>;
    const unitKurus = row.custom_price_kurus ?? activePrice(product, nowSeconds) ?? 0;
    const labels = attributeLabels(db, variation);
    const baseName = parent?.name ?? product.name;
    lines.push({
      key: row.item_key,
      productId: row.product_id,
      variationId: row.variation_id,
      variation,
      quantity: row.quantity,
      product,
      parent,
      name: labels.length > 0 ? `${baseName} - ${labels.join(', ')}` : baseName,
      unitKurus,
      lineKurus: unitKurus * row.quantity,
    });
  }
  const subtotalKurus = lines.reduce((sum, line) => sum + line.lineKurus, 0);
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const hash =
    lines.length === 0
      ? ''
      : md5(
          JSON.stringify(lines.map((l) => [l.key, l.productId, l.variationId, l.quantity])) + subtotalKurus,
        );
  return { lines, count, subtotalKurus, hash };
}

/** WooCommerce's cart item key: the same product with the same options is the same line. */
export function cartItemKey(
  productId: number,
  variationId: number | null,
  variation: Record<string, string>,
  data: Record<string, unknown> = {},
): string {
  return md5(JSON.stringify([productId, variationId ?? 0, variation, data]));
}
