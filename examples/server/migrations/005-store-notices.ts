import type { Migration } from '../db';

/**
 * Site options for the footer notices: WooCommerce's store notice (Appearance → Customize →
 * WooCommerce → Store notice) is on, and the store is in "coming soon" mode, so signed-in
 * administrators see the coming-soon footer banner until they dismiss it.
 */
export const storeNotices: Migration = {
  name: 'store-notices',
  up: (db) => {
    const setOption = db.prepare('INSERT OR REPLACE INTO options (name, value) VALUES (?, ?)');
    setOption.run('woocommerce_demo_store', 'yes');
    setOption.run(
      'woocommerce_demo_store_notice',
      'Kasım fırsatları başladı: 750 ₺ ve üzeri siparişlerde kargo bedava!',
    );
    setOption.run('woocommerce_coming_soon', 'yes');
    setOption.run('woocommerce_store_pages_only', 'no');
  },
};
