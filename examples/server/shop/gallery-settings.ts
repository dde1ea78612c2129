import type { Db } from '../db';

/** Option: product id → thumbnail position of the product-blocks builder gallery on its page (migration 009). */
export const BUILDER_GALLERY_OPTION = 'firsat_demo_builder_gallery';

/** Where this product's builder gallery puts its thumbnails, or null for WooCommerce's own gallery. */
export function builderGalleryPosition(db: Db, productId: number): string | null {
  const row = db.prepare('SELECT value FROM options WHERE name = ?').get(BUILDER_GALLERY_OPTION) as
    | { value: string }
    | undefined;
  const positions = JSON.parse(row?.value ?? '{}') as Record<string, string>;
  return positions[String(productId)] ?? null;
}
