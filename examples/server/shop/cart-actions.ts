import type { Db } from '../db';
import { productAttributes } from './attributes';
import { cartItemKey, getCart } from './cart';
import {
  getProduct,
  getVariations,
  isInStock,
  isPurchasable,
  type Product,
  variationAttributes,
} from './products';

export type AddResult =
  | { ok: true; key: string; product: Product }
  | { ok: false; error: string; product: Product | null };

export interface AddRequest {
  /** a product id, or a variation id (WooCommerce accepts either) */
  productId: number;
  quantity: number;
  variationId?: number;
  /**
   * chosen attribute values (`attribute_*`): they fill a variation's "any" attributes and, for a
   * variable product added without a variation id, pick the variation
   */
  variation?: Record<string, string>;
  /** name-your-price amount in kuruş */
  customPriceKurus?: number;
}

const quoted = (name: string): string => `“${name}”`;

/** Resolves what is being added: the product and, for a variable product, the variation. */
function resolve(
  db: Db,
  request: AddRequest,
): { parent: Product; item: Product } | { error: string; product: Product | null } {
  const found = getProduct(db, request.variationId ?? request.productId);
  if (!found) return { error: 'Bu ürün bulunamadı.', product: null };
  if (found.type === 'variation') {
    const parent = found.parentId !== null ? getProduct(db, found.parentId) : null;
    if (!parent) return { error: 'Bu ürün bulunamadı.', product: null };
    return { parent, item: found };
  }
  if (found.type === 'variable') {
    // No variation id: the variation the posted attribute_* fields pick, as WooCommerce 3.x's
    // WC_Form_Handler::add_to_cart_handler_variable() found it (find_matching_product_variation).
    const match = request.variation ? findVariation(db, found.id, postedValues(request.variation)) : null;
    if (!match) return { error: 'Lütfen ürün seçeneklerini belirleyin&hellip;', product: found };
    return { parent: found, item: match };
  }
  return { parent: found, item: found };
}

/** The posted attribute values that count: an empty one ("Bir seçenek belirleyin") is not posted. */
function postedValues(chosen: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(chosen).filter(([, value]) => value !== ''));
}

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** wc_format_list_of_items(): "Renk", "Renk ve Beden", "Renk, Beden ve Malzeme". */
function listOfItems(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ve ${items.at(-1)}`;
}

/**
 * The cart line's attributes, checked as WC_Cart::add_to_cart() checks them for a variation: each
 * variation attribute of the parent takes the posted value, or the variation's own; a posted value
 * must be the variation's, or one of the attribute's values where the variation takes any ("Invalid
 * value posted for %s"); an "any" attribute nobody chose is missing ("%s is a required field").
 */
function variationChoice(
  db: Db,
  parent: Product,
  variation: Product,
  chosen: Record<string, string>,
): { attributes: Record<string, string> } | { error: string } {
  const own = variationAttributes(db, variation.id);
  const posted = postedValues(chosen);
  const attributes: Record<string, string> = {};
  const missing: string[] = [];
  for (const attribute of productAttributes(db, parent.id)) {
    if (!attribute.forVariations) continue;
    const valid = own[attribute.key] ?? '';
    const value = posted[attribute.key] ?? (valid === '' ? undefined : valid);
    if (value === undefined) {
      missing.push(escapeText(attribute.label));
    } else if (value === valid || (valid === '' && attribute.options.some((o) => o.value === value))) {
      attributes[attribute.key] = value;
    } else {
      return { error: `${escapeText(attribute.label)} için geçersiz değer gönderildi` };
    }
  }
  if (missing.length === 1) return { error: `${listOfItems(missing)} gerekli bir alandır` };
  if (missing.length > 1) return { error: `${listOfItems(missing)} gerekli alanlardır` };
  return { attributes };
}

/**
 * WooCommerce's add-to-cart rules for the demo: purchasable and in stock, sold individually
 * means one, min/max quantity, managed stock, and a name-your-price amount inside its range.
 * Adds to (or increases) the session's cart line.
 */
export function addToCart(db: Db, sessionId: string, request: AddRequest, nowSeconds: number): AddResult {
  const resolved = resolve(db, request);
  if ('error' in resolved) return { ok: false, error: resolved.error, product: resolved.product };
  const { parent, item } = resolved;
  const name = parent.name;
  // WC_Cart::add_to_cart() checks the attributes before the stock
  let variation: Record<string, string> = {};
  if (item.type === 'variation') {
    const choice = variationChoice(db, parent, item, request.variation ?? {});
    if ('error' in choice) return { ok: false, error: choice.error, product: parent };
    variation = choice.attributes;
  }
  if (!isPurchasable(item) || !isInStock(item)) {
    return { ok: false, error: `Stokta olmadığı için ${quoted(name)} sepete eklenemiyor.`, product: parent };
  }
  let quantity = Math.max(Math.floor(request.quantity), 1);
  const nyp = parent.nameYourPrice;
  if (nyp) {
    const amount = request.customPriceKurus;
    if (
      amount === undefined ||
      (nyp.minKurus !== null && amount < nyp.minKurus) ||
      (nyp.maxKurus !== null && amount > nyp.maxKurus)
    ) {
      return { ok: false, error: `${quoted(name)} için geçerli bir tutar girin.`, product: parent };
    }
  }
  const key = cartItemKey(
    parent.id,
    item.type === 'variation' ? item.id : null,
    variation,
    nyp ? { price: request.customPriceKurus } : {},
  );
  const inCart = getCart(db, sessionId, nowSeconds).lines.find((line) => line.key === key)?.quantity ?? 0;
  if (parent.soldIndividually) {
    if (inCart > 0)
      return { ok: false, error: `${quoted(name)} sepete birden fazla eklenemez.`, product: parent };
    quantity = 1;
  }
  const min = parent.minQty ?? 1;
  const max = item.maxQty ?? parent.maxQty;
  if (inCart + quantity < min) {
    return { ok: false, error: `${quoted(name)} için en az ${min} adet almalısınız.`, product: parent };
  }
  if (max !== null && inCart + quantity > max) {
    return { ok: false, error: `${quoted(name)} için en fazla ${max} adet alabilirsiniz.`, product: parent };
  }
  if (item.manageStock && item.stockQuantity !== null && inCart + quantity > item.stockQuantity) {
    return {
      ok: false,
      error: `Sepetinize bu kadar ekleyemezsiniz: stokta ${item.stockQuantity} adet var, sepetinizde ${inCart} adet bulunuyor.`,
      product: parent,
    };
  }
  if (inCart > 0) {
    db.prepare('UPDATE cart_items SET quantity = quantity + ? WHERE session_id = ? AND item_key = ?').run(
      quantity,
      sessionId,
      key,
    );
  } else {
    db.prepare(
      `INSERT INTO cart_items (session_id, item_key, product_id, variation_id, variation, quantity, custom_price_kurus, added_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      sessionId,
      key,
      parent.id,
      item.type === 'variation' ? item.id : null,
      JSON.stringify(variation),
      quantity,
      nyp ? (request.customPriceKurus ?? null) : null,
      nowSeconds,
    );
  }
  return { ok: true, key, product: parent };
}

/** Removes a cart line; false when the key is not in this session's cart. */
export function removeFromCart(db: Db, sessionId: string, key: string): boolean {
  return (
    db.prepare('DELETE FROM cart_items WHERE session_id = ? AND item_key = ?').run(sessionId, key).changes > 0
  );
}

/** A variable product's variation matching the chosen attributes ('' on a variation = any). */
export function findVariation(db: Db, productId: number, chosen: Record<string, string>): Product | null {
  return (
    getVariations(db, productId).find((variation) =>
      Object.entries(variationAttributes(db, variation.id)).every(
        ([name, value]) => value === '' || chosen[name] === value,
      ),
    ) ?? null
  );
}
