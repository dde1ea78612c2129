import type { Db } from '../db';

/** The product video settings product-blocks keeps as post meta `__wopb_product_video`. */
export interface ProductVideo {
  url: string;
  /** 'icon': the play icon shows until pressed (the plugin's product_video_display setting). */
  display: 'icon' | 'video';
  hover: boolean;
  repeat: boolean;
}

export const PRODUCT_VIDEO_META = '__wopb_product_video';

export function productVideo(db: Db, productId: number): ProductVideo | null {
  const row = db
    .prepare('SELECT value FROM post_meta WHERE post_id = ? AND key = ?')
    .get(productId, PRODUCT_VIDEO_META) as { value: string } | undefined;
  if (!row) return null;
  const data = JSON.parse(row.value) as Record<string, string | undefined>;
  if (!data.url) return null;
  return {
    url: data.url,
    display: data.display === 'video' ? 'video' : 'icon',
    hover: data.hover === 'yes',
    repeat: data.repeat === 'yes',
  };
}
