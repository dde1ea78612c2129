import type { Migration } from '../db';
import { TERMS_PAGE_OPTION } from '../shop';
import { insertPost, userIds } from './seed';

/** The distance sales contract, the checkout's terms page (woocommerce_terms_page_id). */
export const termsPage = { id: 11, slug: 'mesafeli-satis-sozlesmesi', title: 'Mesafeli Satış Sözleşmesi' };

const termsContent = `<p>Bu sözleşme, Fırsat Çarşısı Ticaret A.Ş. (Satıcı) ile internet sitesinden sipariş veren alıcı arasında, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği uyarınca kurulur.</p>
<p>Alıcı, siparişi onaylamadan önce ürünün temel nitelikleri, satış fiyatı, ödeme şekli ve teslimat koşulları hakkında bilgilendirildiğini kabul eder.</p>
<p>Alıcı, ürünü teslim aldığı tarihten itibaren 14 gün içinde hiçbir gerekçe göstermeden cayma hakkını kullanabilir.</p>`;

/** The demo customer's saved addresses (WC_Customer's billing_* user meta). */
const musteriBilling: Record<string, string> = {
  billing_first_name: 'Zeynep',
  billing_last_name: 'Kaya',
  billing_company: '',
  billing_country: 'TR',
  billing_address_1: 'Moda Caddesi No: 12 D: 4',
  billing_address_2: '',
  billing_city: 'Kadıköy',
  billing_state: 'İstanbul',
  billing_postcode: '34710',
  billing_phone: '0532 123 45 67',
  billing_email: 'musteri@firsat.test',
};

/**
 * Orders (WooCommerce's orders, their line items and used coupons), the terms page the checkout
 * asks the shopper to accept, and the demo customer's saved billing address. Order ids start at
 * 1001, clear of every post id.
 */
export const orders: Migration = {
  name: 'orders',
  up: (db, { now }) => {
    db.exec(/* sql */ `
CREATE TABLE orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_key TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'processing', 'on-hold', 'completed', 'cancelled', 'failed')),
  customer_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  -- the session that placed it (the guest who may see it again)
  session_id TEXT NOT NULL,
  -- JSON: billing_* and shipping_* values as posted
  billing TEXT NOT NULL,
  shipping TEXT NOT NULL,
  ship_to_different_address INTEGER NOT NULL DEFAULT 0,
  payment_method TEXT NOT NULL,
  payment_method_title TEXT NOT NULL,
  shipping_rate_id TEXT,
  shipping_title TEXT,
  shipping_kurus INTEGER NOT NULL DEFAULT 0,
  subtotal_kurus INTEGER NOT NULL,
  discount_kurus INTEGER NOT NULL DEFAULT 0,
  total_kurus INTEGER NOT NULL,
  customer_note TEXT NOT NULL DEFAULT '',
  -- JSON: the wc_order_attribution_* fields
  attribution TEXT NOT NULL DEFAULT '{}',
  created_at INTEGER NOT NULL
);
CREATE INDEX orders_by_customer ON orders (customer_id, created_at);

CREATE TABLE order_items (
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  variation_id INTEGER,
  variation TEXT NOT NULL DEFAULT '{}',
  name TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  total_kurus INTEGER NOT NULL,
  PRIMARY KEY (order_id, position)
);

-- used_by: the customer's user id, or a guest's billing e-mail (the coupon's _used_by meta)
CREATE TABLE order_coupons (
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  code TEXT NOT NULL COLLATE NOCASE,
  discount_kurus INTEGER NOT NULL,
  used_by TEXT NOT NULL,
  PRIMARY KEY (order_id, code)
);
`);
    db.prepare(`INSERT INTO sqlite_sequence (name, seq) VALUES ('orders', 1000)`).run();

    const dateGmt = new Date(now).toISOString().slice(0, 19).replace('T', ' ');
    insertPost(db, {
      id: termsPage.id,
      type: 'page',
      slug: termsPage.slug,
      title: termsPage.title,
      content: termsContent,
      authorId: userIds.yonetici,
      commentStatus: 'closed',
      dateGmt,
    });
    db.prepare('INSERT OR REPLACE INTO options (name, value) VALUES (?, ?)').run(
      TERMS_PAGE_OPTION,
      String(termsPage.id),
    );
    const meta = db.prepare('INSERT OR REPLACE INTO user_meta (user_id, key, value) VALUES (?, ?, ?)');
    for (const [key, value] of Object.entries(musteriBilling)) meta.run(userIds.musteri, key, value);
  },
};
