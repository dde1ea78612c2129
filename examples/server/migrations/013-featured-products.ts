import type { Migration } from '../db';

/**
 * Four more featured products (Products → ★), so the shop page's "Öne çıkanlar" Product Slider
 * block has six slides to turn: the two of the first catalogue and these.
 */
export const featuredSlugs = [
  'mekanik-klavye',
  'led-masa-lambasi',
  'dekoratif-yastik',
  'tasinabilir-sarj-cihazi',
] as const;

export const featuredProducts: Migration = {
  name: 'featured-products',
  up: (db) => {
    const update = db.prepare(
      'UPDATE products SET featured = 1 WHERE post_id = (SELECT id FROM posts WHERE slug = ? AND type = ?)',
    );
    for (const slug of featuredSlugs) {
      const { changes } = update.run(slug, 'product');
      if (changes !== 1) throw new Error(`featured-products: no product ${slug}`);
    }
  },
};
