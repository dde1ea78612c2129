import { randomInt } from 'node:crypto';
import type { Db } from '../db';
import { type Cart, getCart } from './cart';
import { checkoutFields, type FieldGroup } from './checkout-fields';
import { findCoupon } from './coupons';
import type { PaymentGateway } from './payment-gateways';
import { getOption, getUserMeta, setUserMeta } from './site-options';
import { calculateTotals } from './totals';
import { emptyCart } from './update-cart';

/** The option naming the checkout's terms page (a page id; unset or 0: no terms box). */
export const TERMS_PAGE_OPTION = 'woocommerce_terms_page_id';

/** The terms page's id, or null when the store has none (the checkout then prints no terms box). */
export function termsPageId(db: Db): number | null {
  const id = Number(getOption(db, TERMS_PAGE_OPTION, '0'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export type OrderStatus = 'pending' | 'processing' | 'on-hold' | 'completed' | 'cancelled' | 'failed';

export interface OrderLine {
  productId: number;
  variationId: number | null;
  variation: Record<string, string>;
  name: string;
  quantity: number;
  totalKurus: number;
}

export interface OrderCoupon {
  code: string;
  discountKurus: number;
}

export interface Order {
  id: number;
  /** wc_order_ + 13 letters and digits; the order-received page asks for it */
  key: string;
  status: OrderStatus;
  customerId: number | null;
  sessionId: string;
  /** billing_* values */
  billing: Record<string, string>;
  /** shipping_* values (the billing address when not shipping elsewhere) */
  shipping: Record<string, string>;
  shipToDifferentAddress: boolean;
  paymentMethod: string;
  paymentMethodTitle: string;
  shippingRateId: string | null;
  shippingTitle: string | null;
  shippingKurus: number;
  subtotalKurus: number;
  discountKurus: number;
  totalKurus: number;
  customerNote: string;
  /** unix seconds */
  createdAt: number;
  lines: OrderLine[];
  coupons: OrderCoupon[];
}

/** Why the cart cannot be ordered now (WC_Cart::check_cart_item_stock). */
export type StockProblem =
  | { kind: 'out-of-stock'; name: string }
  | { kind: 'not-enough'; name: string; available: number };

/** The cart's lines that the stock cannot cover at this moment. */
export function stockProblems(cart: Cart): StockProblem[] {
  const problems: StockProblem[] = [];
  for (const line of cart.lines) {
    const item = line.product;
    if (item.stockStatus === 'outofstock' || (item.manageStock && (item.stockQuantity ?? 0) <= 0)) {
      problems.push({ kind: 'out-of-stock', name: line.name });
    } else if (item.manageStock && item.stockQuantity !== null && item.stockQuantity < line.quantity) {
      problems.push({ kind: 'not-enough', name: line.name, available: item.stockQuantity });
    }
  }
  return problems;
}

/** What placing an order needs besides the session's cart. */
export interface OrderInput {
  sessionId: string;
  userId: number | null;
  /** billing_* and shipping_* values as posted */
  values: Record<string, string>;
  shipToDifferentAddress: boolean;
  gateway: PaymentGateway;
  customerNote: string;
  /** the wc_order_attribution_* fields */
  attribution: Record<string, string>;
  nowSeconds: number;
}

export type PlaceOrderResult =
  | { ok: true; order: Order }
  | { ok: false; reason: 'empty-cart' }
  | { ok: false; reason: 'stock'; problems: StockProblem[] };

const KEY_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** wc_generate_order_key(): 'wc_order_' + wp_generate_password(13, false). */
function orderKey(): string {
  let key = 'wc_order_';
  for (let i = 0; i < 13; i += 1) key += KEY_CHARS[randomInt(KEY_CHARS.length)];
  return key;
}

/** The values of one group, keyed by field name (`billing_first_name` …). */
function groupValues(group: FieldGroup, values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of checkoutFields[group]) {
    const name = `${group}_${field.key}`;
    out[name] = (values[name] ?? '').trim();
  }
  return out;
}

/** The shipping address: as posted when shipping elsewhere, else the billing address's parts. */
function shippingValues(values: Record<string, string>, elsewhere: boolean): Record<string, string> {
  if (elsewhere) return groupValues('shipping', values);
  const billing = groupValues('billing', values);
  const out: Record<string, string> = {};
  for (const field of checkoutFields.shipping)
    out[`shipping_${field.key}`] = billing[`billing_${field.key}`] ?? '';
  return out;
}

/**
 * WC_Checkout::create_order() and the offline gateway's process_payment(), in one transaction:
 * the session's cart is checked against the stock as it is now; the order, its lines and coupons
 * are written; managed stock goes down (out of stock at zero) and total sales up; each coupon's
 * usage is counted with who used it; the cart is emptied; a signed-in customer's addresses are
 * saved for the next checkout. The order waits on hold (bank transfer) or goes to processing
 * (cash on delivery, or nothing to pay).
 */
export function placeOrder(db: Db, input: OrderInput): PlaceOrderResult {
  return db.transaction((): PlaceOrderResult => {
    const cart = getCart(db, input.sessionId, input.nowSeconds);
    if (cart.lines.length === 0) return { ok: false, reason: 'empty-cart' };
    const problems = stockProblems(cart);
    if (problems.length > 0) return { ok: false, reason: 'stock', problems };
    const totals = calculateTotals(db, input.sessionId, cart, input.nowSeconds);
    const billing = groupValues('billing', input.values);
    const shipping = shippingValues(input.values, input.shipToDifferentAddress);
    const status: OrderStatus = totals.totalKurus === 0 ? 'processing' : input.gateway.orderStatus;
    const key = orderKey();
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO orders (order_key, status, customer_id, session_id, billing, shipping, ship_to_different_address,
           payment_method, payment_method_title, shipping_rate_id, shipping_title, shipping_kurus, subtotal_kurus,
           discount_kurus, total_kurus, customer_note, attribution, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        key,
        status,
        input.userId,
        input.sessionId,
        JSON.stringify(billing),
        JSON.stringify(shipping),
        input.shipToDifferentAddress ? 1 : 0,
        input.gateway.id,
        input.gateway.title,
        totals.chosen?.id ?? null,
        totals.chosen?.label ?? null,
        totals.shippingKurus,
        totals.subtotalKurus,
        totals.discountKurus,
        totals.totalKurus,
        input.customerNote.trim(),
        JSON.stringify(input.attribution),
        input.nowSeconds,
      );
    const orderId = Number(lastInsertRowid);

    const insertLine = db.prepare(
      `INSERT INTO order_items (order_id, position, product_id, variation_id, variation, name, quantity, total_kurus)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const reduceStock = db.prepare(
      `UPDATE products SET stock_quantity = stock_quantity - ?,
         stock_status = CASE WHEN stock_quantity - ? <= 0 AND backorders = 'no' THEN 'outofstock' ELSE stock_status END
       WHERE post_id = ? AND manage_stock = 1`,
    );
    const countSale = db.prepare('UPDATE products SET total_sales = total_sales + ? WHERE post_id = ?');
    cart.lines.forEach((line, position) => {
      insertLine.run(
        orderId,
        position,
        line.productId,
        line.variationId,
        JSON.stringify(line.variation),
        line.name,
        line.quantity,
        line.lineKurus,
      );
      reduceStock.run(line.quantity, line.quantity, line.product.id);
      countSale.run(line.quantity, line.productId);
    });

    const usedBy = input.userId !== null ? String(input.userId) : (billing.billing_email ?? '');
    const insertCoupon = db.prepare(
      'INSERT INTO order_coupons (order_id, code, discount_kurus, used_by) VALUES (?, ?, ?, ?)',
    );
    const countUse = db.prepare('UPDATE coupons SET usage_count = usage_count + 1 WHERE id = ?');
    for (const discount of totals.discounts) {
      insertCoupon.run(orderId, discount.code, discount.kurus, usedBy);
      const coupon = findCoupon(db, discount.code);
      if (coupon) countUse.run(coupon.id);
    }

    emptyCart(db, input.sessionId);
    if (input.userId !== null) {
      for (const [name, value] of Object.entries({ ...billing, ...shipping }))
        setUserMeta(db, input.userId, name, value);
    }
    const order = getOrder(db, orderId);
    if (!order) throw new Error(`order ${orderId} was not written`);
    return { ok: true, order };
  })();
}

interface OrderRow {
  id: number;
  order_key: string;
  status: OrderStatus;
  customer_id: number | null;
  session_id: string;
  billing: string;
  shipping: string;
  ship_to_different_address: number;
  payment_method: string;
  payment_method_title: string;
  shipping_rate_id: string | null;
  shipping_title: string | null;
  shipping_kurus: number;
  subtotal_kurus: number;
  discount_kurus: number;
  total_kurus: number;
  customer_note: string;
  created_at: number;
}

interface OrderItemRow {
  product_id: number;
  variation_id: number | null;
  variation: string;
  name: string;
  quantity: number;
  total_kurus: number;
}

/** wc_get_order(): the order with its lines and coupons, or null. */
export function getOrder(db: Db, id: number): Order | null {
  const row = db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined;
  if (!row) return null;
  const items = db
    .prepare('SELECT * FROM order_items WHERE order_id = ? ORDER BY position')
    .all(id) as OrderItemRow[];
  const coupons = db
    .prepare('SELECT code, discount_kurus FROM order_coupons WHERE order_id = ? ORDER BY rowid')
    .all(id) as { code: string; discount_kurus: number }[];
  return {
    id: row.id,
    key: row.order_key,
    status: row.status,
    customerId: row.customer_id,
    sessionId: row.session_id,
    billing: JSON.parse(row.billing) as Record<string, string>,
    shipping: JSON.parse(row.shipping) as Record<string, string>,
    shipToDifferentAddress: row.ship_to_different_address === 1,
    paymentMethod: row.payment_method,
    paymentMethodTitle: row.payment_method_title,
    shippingRateId: row.shipping_rate_id,
    shippingTitle: row.shipping_title,
    shippingKurus: row.shipping_kurus,
    subtotalKurus: row.subtotal_kurus,
    discountKurus: row.discount_kurus,
    totalKurus: row.total_kurus,
    customerNote: row.customer_note,
    createdAt: row.created_at,
    lines: items.map((item) => ({
      productId: item.product_id,
      variationId: item.variation_id,
      variation: JSON.parse(item.variation) as Record<string, string>,
      name: item.name,
      quantity: item.quantity,
      totalKurus: item.total_kurus,
    })),
    coupons: coupons.map((coupon) => ({ code: coupon.code, discountKurus: coupon.discount_kurus })),
  };
}

/**
 * The values the checkout form starts with for a signed-in customer (WC_Checkout::get_value): the
 * saved billing_* / shipping_* meta, the account's name and e-mail where nothing is saved.
 */
export function customerCheckoutValues(db: Db, user: { id: number; email: string }): Record<string, string> {
  const values: Record<string, string> = {};
  for (const group of ['billing', 'shipping'] as const) {
    for (const field of checkoutFields[group]) {
      const name = `${group}_${field.key}`;
      values[name] = getUserMeta(db, user.id, name);
    }
  }
  if (values.billing_email === '') values.billing_email = user.email;
  const account = db.prepare('SELECT first_name, last_name FROM users WHERE id = ?').get(user.id) as
    | { first_name: string; last_name: string }
    | undefined;
  if (values.billing_first_name === '') values.billing_first_name = account?.first_name ?? '';
  if (values.billing_last_name === '') values.billing_last_name = account?.last_name ?? '';
  return values;
}
