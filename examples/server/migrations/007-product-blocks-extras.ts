import type { Migration } from '../db';
import { PRODUCT_VIDEO_META } from '../shop';

/** The demo's own product video: a 2-second WebM in the demo theme (no external player). */
export const DEMO_VIDEO_URL = '/wp-content/themes/firsat-demo/media/urun-tanitim.webm';

/**
 * Product-blocks extras for the demo: product videos in the shop loop (the smart watch with the
 * play icon, the robot vacuum playing on hover) and a few shares already counted.
 */
export const productBlocksExtras: Migration = {
  name: 'product-blocks-extras',
  up: (db) => {
    const meta = db.prepare('INSERT OR REPLACE INTO post_meta (post_id, key, value) VALUES (?, ?, ?)');
    meta.run(21, PRODUCT_VIDEO_META, JSON.stringify({ type: 'media', url: DEMO_VIDEO_URL, display: 'icon' }));
    meta.run(
      24,
      PRODUCT_VIDEO_META,
      JSON.stringify({ type: 'media', url: DEMO_VIDEO_URL, display: 'video', hover: 'yes', repeat: 'yes' }),
    );
    const shares = db.prepare('INSERT OR REPLACE INTO share_counts (post_id, count) VALUES (?, ?)');
    shares.run(25, 12);
    shares.run(21, 3);
  },
};
