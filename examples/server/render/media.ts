import type { RequestContext } from '../context';
import { html, paths, type SafeHtml } from '../lib';
import type { Product } from '../shop';

export const placeholderPath = `${paths.uploads}woocommerce-placeholder.svg`;

/** The absolute URL of an attachment's file, or of WooCommerce's placeholder when there is none. */
export function attachmentUrl(ctx: RequestContext, attachmentId: number | null): string {
  if (attachmentId !== null) {
    const row = ctx.db.prepare('SELECT file FROM attachments WHERE post_id = ?').get(attachmentId) as
      | { file: string }
      | undefined;
    if (row) return ctx.url(`${paths.uploads}${row.file}`);
  }
  return ctx.url(placeholderPath);
}

/** A product's image tag as the WooCommerce loop prints it (450 × 450 thumbnail). */
export function productImage(
  ctx: RequestContext,
  product: Product,
  className = 'attachment-woocommerce_thumbnail size-woocommerce_thumbnail',
): SafeHtml {
  if (product.imageId === null) {
    return html`<img width="450" height="450" src="${ctx.url(placeholderPath)}" class="woocommerce-placeholder wp-post-image" alt="Yer tutucu" decoding="async" loading="lazy" />`;
  }
  return html`<img width="450" height="450" src="${attachmentUrl(ctx, product.imageId)}" class="${className}" alt="${product.name}" decoding="async" loading="lazy" />`;
}
