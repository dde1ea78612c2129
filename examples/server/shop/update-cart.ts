import type { Db } from '../db';
import { getCart } from './cart';

/** What one "Sepeti güncelle" did: lines changed or removed, and the refusals, as notice texts. */
export interface UpdateCartResult {
  updated: boolean;
  errors: string[];
}

const quoted = (name: string): string => `“${name}”`;

/**
 * WC_Form_Handler::update_cart_action() for the demo: each posted `cart[<key>][qty]` sets that
 * line's quantity. 0 removes the line; a value that is not a whole number ≥ 0 is ignored, as
 * wc_stock_amount() would floor it; a product sold individually takes at most 1; the product's
 * min and max quantity and the managed stock are checked (woocommerce_update_cart_validation),
 * and a refused line keeps its quantity. Keys of other carts are skipped.
 */
export function updateCart(
  db: Db,
  sessionId: string,
  quantities: Record<string, string>,
  nowSeconds: number,
): UpdateCartResult {
  const errors: string[] = [];
  let updated = false;
  const setQty = db.prepare('UPDATE cart_items SET quantity = ? WHERE session_id = ? AND item_key = ?');
  const remove = db.prepare('DELETE FROM cart_items WHERE session_id = ? AND item_key = ?');
  for (const line of getCart(db, sessionId, nowSeconds).lines) {
    const raw = quantities[line.key];
    if (raw === undefined) continue;
    const parsed = Number(raw.trim());
    if (raw.trim() === '' || !Number.isFinite(parsed) || parsed < 0) continue;
    const quantity = Math.floor(parsed);
    if (quantity === line.quantity) continue;
    if (quantity === 0) {
      remove.run(sessionId, line.key);
      updated = true;
      continue;
    }
    const owner = line.parent ?? line.product;
    const min = owner.minQty ?? 1;
    const max = line.product.maxQty ?? owner.maxQty;
    if (owner.soldIndividually && quantity > 1) {
      errors.push(`${quoted(line.name)} sepete birden fazla eklenemez.`);
    } else if (quantity < min) {
      errors.push(`${quoted(line.name)} için en az ${min} adet almalısınız.`);
    } else if (max !== null && quantity > max) {
      errors.push(`${quoted(line.name)} için en fazla ${max} adet alabilirsiniz.`);
    } else if (
      line.product.manageStock &&
      line.product.stockQuantity !== null &&
      quantity > line.product.stockQuantity
    ) {
      errors.push(
        `Üzgünüz, stokta ${quoted(line.name)} ürününden istediğiniz kadar yok (stokta ${line.product.stockQuantity} adet var).`,
      );
    } else {
      setQty.run(quantity, sessionId, line.key);
      updated = true;
    }
  }
  return { updated, errors };
}

/** Empties the session's cart and its coupons (WC()->cart->empty_cart()); true when there was anything. */
export function emptyCart(db: Db, sessionId: string): boolean {
  const items = db.prepare('DELETE FROM cart_items WHERE session_id = ?').run(sessionId).changes;
  db.prepare('DELETE FROM cart_coupons WHERE session_id = ?').run(sessionId);
  return items > 0;
}
