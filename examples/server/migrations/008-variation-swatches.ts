import type { Migration } from '../db';

/**
 * Variation demo data: which variable products print product-blocks' swatches (on the product page
 * and, as the variation switcher, on their cards in listings), and a variable product sold
 * individually (the sweatshirt), whose variations then force quantity 1 and hide the field.
 */
export const variationSwatches: Migration = {
  name: 'variation-swatches',
  up: (db) => {
    db.prepare('INSERT OR REPLACE INTO options (name, value) VALUES (?, ?)').run(
      'wopb_variation_swatches_products',
      JSON.stringify({ single: [26], loop: [25, 26] }),
    );
    db.prepare('UPDATE products SET sold_individually = 1 WHERE post_id = 26').run();
  },
};
