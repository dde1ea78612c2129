import type { RequestContext } from '../context';
import { html, type SafeHtml } from '../lib';
import { builderGalleryPosition, type Product } from '../shop';
import { attachmentUrl } from './media';

export interface Picture {
  url: string;
  alt: string;
}

/** The product's picture and its gallery pictures (`_product_image_gallery`), in order. */
export function pictures(ctx: RequestContext, product: Product): Picture[] {
  if (product.imageId === null) return [];
  const row = ctx.db.prepare('SELECT gallery_ids FROM products WHERE post_id = ?').get(product.id) as
    | { gallery_ids: string }
    | undefined;
  const gallery = JSON.parse(row?.gallery_ids ?? '[]') as number[];
  const alt = (id: number) =>
    (ctx.db.prepare('SELECT alt FROM attachments WHERE post_id = ?').get(id) as { alt: string } | undefined)
      ?.alt ?? product.name;
  return [product.imageId, ...gallery].map((id) => ({ url: attachmentUrl(ctx, id), alt: alt(id) }));
}

const OPEN = (withImages: boolean) =>
  `woocommerce-product-gallery woocommerce-product-gallery--${withImages ? 'with' : 'without'}-images woocommerce-product-gallery--columns-4 images`;

/** WooCommerce's product-image.php + product-thumbnails.php (one full-size picture per slide). */
function classicGallery(list: Picture[]): SafeHtml {
  return html`<div class="${OPEN(true)}" data-columns="4" style="opacity: 0; transition: opacity .25s ease-in-out;">
	<div class="woocommerce-product-gallery__wrapper">
${list.map(
  (p, i) =>
    html`<div data-thumb="${p.url}" data-thumb-alt="${p.alt}" data-thumb-srcset="" data-thumb-sizes="(max-width: 100px) 100vw, 100px" class="woocommerce-product-gallery__image"><a href="${p.url}"><img width="600" height="600" src="${p.url}" class="${i === 0 ? 'wp-post-image' : ''}" alt="${p.alt}" data-caption="" data-src="${p.url}" data-large_image="${p.url}" data-large_image_width="600" data-large_image_height="600" decoding="async" /></a></div>`,
)}	</div>
</div>`;
}

/** The product-blocks Product Image block (blocks/Product_Image.php): slick "for" and "nav" markup. */
function builderGallery(list: Picture[], position: string): SafeHtml {
  return html`<div class="wp-block-product-blocks-product-image wopb-block-urun-gorseli"><div class="wopb-product-wrapper wopb-product-gallery-${position}"><div class="${OPEN(true)}" data-columns="4" style="opacity: 0; transition: opacity .25s ease-in-out;"><div class="woocommerce-product-gallery__wrapper"><div class="wopb-product-gallery-wrapper wopb-product-zoom-wrapper" data-hover-zoom="1"><a href="#" class="wopb-product-zoom" aria-label="Büyüt"><svg viewBox="0 0 612 612" aria-hidden="true"><path d="m243.96 340.18-206.3 206.32 0.593-125.75"/></svg></a><div class="wopb-builder-slider-for" data-arrow="1">${list.map(
    (p) =>
      html`<div class="wopb-main-image"><img src="${p.url}" alt="${p.alt}" data-width="600" data-height="600"/></div>`,
  )}</div></div>${
    list.length > 1
      ? html`<div class="wopb-builder-slider-nav thumb-image" data-arrow="1" data-view="onclick" data-position="${position}" data-collg="4" data-colmd="4" data-colsm="3" data-colxs="2">${list.map(
          (p) => html`<div class="wopb-nav-slide"><img src="${p.url}" alt="${p.alt}" /></div>`,
        )}</div>`
      : ''
  }</div></div></div></div>`;
}

/**
 * The single product's gallery: WooCommerce's own, or the product-blocks builder gallery for the
 * products the demo option names (thumbnails left, right or below), or the placeholder.
 */
export function productGallery(ctx: RequestContext, product: Product): SafeHtml {
  const list = pictures(ctx, product);
  if (list.length === 0) {
    return html`<div class="${OPEN(false)}" data-columns="4" style="opacity: 0; transition: opacity .25s ease-in-out;">
	<div class="woocommerce-product-gallery__wrapper">
		<div class="woocommerce-product-gallery__image woocommerce-product-gallery__image--placeholder"><img src="${attachmentUrl(ctx, null)}" alt="Ürün görseli bekleniyor" class="wp-post-image" /></div>	</div>
</div>`;
  }
  const position = builderGalleryPosition(ctx.db, product.id);
  return position ? builderGallery(list, position) : classicGallery(list);
}
