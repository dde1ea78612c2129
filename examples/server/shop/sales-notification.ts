import type { Db } from '../db';

/**
 * The demo's settings of product-blocks' sales notification addon: the values a WordPress install
 * keeps in `wopb_options` (see the plugin's SalesNotification addon). Fixed facts, like `site`.
 */
export const salesNotificationSettings = {
  /** `sales_gap_time`: seconds between two popups (the body class `wopb-gap-N`). */
  gapSeconds: 14,
  /** `sales_stay_time`: seconds one popup stays (the body class `wopb-stay-N`). */
  staySeconds: 7,
  /** `sales_number`: how many recent orders the reply holds. */
  number: 10,
  /** `sales_label`: the text after the customer's name. */
  label: 'satın aldı',
  /** `sales_image`: the product's thumbnail in the popup. */
  image: true,
  /** `sales_time`, `sales_time_prefix`, `sales_time_postfix`: "5 dakika önce". */
  time: true,
  timePrefix: '',
  timePostfix: 'önce',
  /**
   * `select_page_visibility` ('all', 'include' or 'exclude') and `custom_page_selection`: which
   * `page_id`s the reply is for. The demo leaves out the cart (3) and checkout (4) pages. (The
   * plugin prints its body classes on every page; the demo prints them on the home page and the
   * shop archive, the pages that show it.)
   */
  pageVisibility: 'exclude' as 'all' | 'include' | 'exclude',
  pages: [3, 4] as number[],
};

/** The order statuses the plugin reads (wc-completed, wc-pending, wc-processing, wc-on-hold). */
const SOLD = ['completed', 'pending', 'processing', 'on-hold'];

export interface RecentSale {
  orderId: number;
  /** billing_first_name (the plugin's `first_name` setting; guests are named by billing too) */
  firstName: string;
  /** billing_city */
  city: string;
  /** the order's first line */
  productId: number;
  productName: string;
  /** unix seconds */
  createdAt: number;
}

/**
 * The newest orders (wc_get_orders: limit, date DESC, the four sold statuses), each with its first
 * line's product, the customer's billing first name and city. Orders without lines are skipped.
 */
export function recentSales(db: Db, limit = salesNotificationSettings.number): RecentSale[] {
  const rows = db
    .prepare(
      `SELECT o.id AS order_id, o.billing, o.created_at, i.product_id, i.name
         FROM orders o
         JOIN order_items i ON i.order_id = o.id
          AND i.position = (SELECT MIN(position) FROM order_items WHERE order_id = o.id)
        WHERE o.status IN (${SOLD.map(() => '?').join(', ')})
        ORDER BY o.created_at DESC, o.id DESC
        LIMIT ?`,
    )
    .all(...SOLD, limit) as {
    order_id: number;
    billing: string;
    created_at: number;
    product_id: number;
    name: string;
  }[];
  return rows.map((row) => {
    const billing = JSON.parse(row.billing) as Record<string, string>;
    return {
      orderId: row.order_id,
      firstName: (billing.billing_first_name ?? '').trim(),
      city: (billing.billing_city ?? '').trim(),
      productId: row.product_id,
      productName: row.name,
      createdAt: row.created_at,
    };
  });
}

/** SalesNotification::should_display_notification: whether the reply is for this page. */
export function salesNotificationShownOn(pageId: number): boolean {
  const { pageVisibility, pages } = salesNotificationSettings;
  if (pageVisibility === 'all') return true;
  const listed = pages.includes(pageId);
  return pageVisibility === 'include' ? listed : !listed;
}

/** The body classes the addon adds on every page while it is on (sales_notification_body_class). */
export function salesNotificationBodyClasses(): string[] {
  const { gapSeconds, staySeconds } = salesNotificationSettings;
  return ['wopb-notification-body', `wopb-gap-${gapSeconds}`, `wopb-stay-${staySeconds}`];
}
