import { randomBytes } from 'node:crypto';
import type { Migration } from '../db';

/** Recent orders for the sales notification popup: who bought what, how long before the first start. */
const recentOrders: {
  productId: number;
  firstName: string;
  lastName: string;
  city: string;
  minutesAgo: number;
  status: 'completed' | 'processing' | 'on-hold' | 'pending' | 'cancelled';
}[] = [
  {
    productId: 25,
    firstName: 'Elif',
    lastName: 'Yıldız',
    city: 'İzmir',
    minutesAgo: 4,
    status: 'processing',
  },
  {
    productId: 20,
    firstName: 'Mehmet',
    lastName: 'Demir',
    city: 'Ankara',
    minutesAgo: 38,
    status: 'processing',
  },
  {
    productId: 24,
    firstName: 'Ayşe',
    lastName: 'Çelik',
    city: 'Bursa',
    minutesAgo: 150,
    status: 'completed',
  },
  // A cancelled order is no sale: the popup leaves it out.
  {
    productId: 29,
    firstName: 'Can',
    lastName: 'Öztürk',
    city: 'Eskişehir',
    minutesAgo: 200,
    status: 'cancelled',
  },
  {
    productId: 34,
    firstName: 'Ömer',
    lastName: 'Kılıç',
    city: 'Trabzon',
    minutesAgo: 60 * 26,
    status: 'on-hold',
  },
  {
    productId: 23,
    firstName: 'Işıl',
    lastName: 'Aksoy',
    city: 'Antalya',
    minutesAgo: 60 * 24 * 3,
    status: 'completed',
  },
];

/**
 * Demo orders placed shortly before the store's first start by guests, so the sales
 * notification (product-blocks' `sales/v1/notification`) has recent sales to tell about. Each
 * has one line of one unit at the product's current price; real orders placed at the checkout
 * join them, newest first.
 */
export const recentSales: Migration = {
  name: 'recent-sales',
  up: (db, { now }) => {
    const product = db.prepare(
      `SELECT posts.title AS name, COALESCE(products.sale_kurus, products.regular_kurus, 0) AS price
         FROM products JOIN posts ON posts.id = products.post_id WHERE products.post_id = ?`,
    );
    const order = db.prepare(
      `INSERT INTO orders (order_key, status, customer_id, session_id, billing, shipping, payment_method,
         payment_method_title, subtotal_kurus, total_kurus, created_at)
       VALUES (?, ?, NULL, 'demo-seed', ?, ?, 'bacs', 'Banka havalesi', ?, ?, ?)`,
    );
    const line = db.prepare(
      `INSERT INTO order_items (order_id, position, product_id, name, quantity, total_kurus) VALUES (?, 0, ?, ?, 1, ?)`,
    );
    const nowSeconds = Math.floor(now / 1000);
    // Oldest first, so order ids grow with time as they would have.
    for (const sale of [...recentOrders].sort((a, b) => b.minutesAgo - a.minutesAgo)) {
      const row = product.get(sale.productId) as { name: string; price: number } | undefined;
      if (!row) continue;
      const billing = {
        billing_first_name: sale.firstName,
        billing_last_name: sale.lastName,
        billing_country: 'TR',
        billing_city: sale.city,
        billing_email: `${sale.firstName.toLocaleLowerCase('tr')}@ornek.test`,
      };
      const shipping = {
        shipping_first_name: sale.firstName,
        shipping_last_name: sale.lastName,
        shipping_country: 'TR',
        shipping_city: sale.city,
      };
      const { lastInsertRowid } = order.run(
        `wc_order_${randomBytes(10).toString('base64url').slice(0, 13)}`,
        sale.status,
        JSON.stringify(billing),
        JSON.stringify(shipping),
        row.price,
        row.price,
        nowSeconds - sale.minutesAgo * 60,
      );
      line.run(Number(lastInsertRowid), sale.productId, row.name, row.price);
    }
  },
};
