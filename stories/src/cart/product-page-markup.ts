/** The classic markup the product page stories print: WooCommerce 10 templates and the product-blocks builder gallery. */

/** A picture drawn as the demo store draws them: an SVG tile with its caption, inline. */
export function picture(label: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="hsl(${hue} 55% 85%)"/><text x="300" y="310" font-size="48" text-anchor="middle" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const pictures: readonly (readonly [string, string])[] = [
  [picture('Ön', 10), 'Tişört önden'],
  [picture('Arka', 120), 'Tişört arkadan'],
  [picture('Detay', 220), 'Kumaş detayı'],
  [picture('Etiket', 300), 'Etiket'],
];

/** WooCommerce's gallery (product-image.php + product-thumbnails.php). */
export function classicGallery(list: readonly (readonly [string, string])[] = pictures): string {
  const slides = list
    .map(
      ([src, alt], i) =>
        `<div data-thumb="${src}" data-thumb-alt="${alt}" data-thumb-srcset="" class="woocommerce-product-gallery__image"><a href="${src}"><img width="600" height="600" src="${src}" class="${i === 0 ? 'wp-post-image' : ''}" alt="${alt}" data-caption="" data-src="${src}" data-large_image="${src}" data-large_image_width="600" data-large_image_height="600" decoding="async" /></a></div>`,
    )
    .join('');
  return `<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4" style="opacity: 0; transition: opacity .25s ease-in-out;"><div class="woocommerce-product-gallery__wrapper">${slides}</div></div>`;
}

/** A picture that cannot load, for the error class. */
export const brokenPicture: readonly [string, string] = ['/wp-content/uploads/yok.jpg', 'Kayıp görsel'];

/** The product-blocks builder gallery (blocks/Product_Image.php) with thumbnails at `position`. */
export function builderGallery(position: string, view: 'onclick' | 'onhover' = 'onclick'): string {
  const main = pictures
    .map(
      ([src, alt]) =>
        `<div class="wopb-main-image"><img src="${src}" alt="${alt}" data-width="600" data-height="600"/></div>`,
    )
    .join('');
  const nav = pictures
    .map(([src, alt]) => `<div class="wopb-nav-slide"><img src="${src}" alt="${alt}" /></div>`)
    .join('');
  return `<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images images" data-columns="4" style="opacity: 0"><div class="woocommerce-product-gallery__wrapper"><div class="wopb-product-gallery-wrapper wopb-product-zoom-wrapper" data-hover-zoom="1"><a href="#" class="wopb-product-zoom" aria-label="Büyüt">⤢</a><div class="wopb-builder-slider-for" data-arrow="1">${main}</div></div><div class="wopb-builder-slider-nav thumb-image" data-arrow="1" data-view="${view}" data-position="${position}" data-collg="4" data-colmd="4" data-colsm="3" data-colxs="2">${nav}</div></div></div>`;
}
