/** What a slider block looks like: the plugin's markup for tests and stories. */
export interface SliderBlockOptions {
  /** `product-slider` (the Product Slider block, may fade) or a grid block in slide view */
  slug?: 'product-slider' | 'product-grid-1';
  blockId?: string;
  heading?: string;
  items?: number;
  slidesToShow?: string;
  autoplay?: boolean;
  /** `data-slidespeed`; absent when undefined */
  speed?: number;
  dots?: boolean;
  arrows?: boolean;
  fade?: boolean;
  /** item numbers (1-based) whose picture is lazy (`data-lazy`) */
  lazy?: number[];
  /** a lazy picture address that fails to load */
  brokenImage?: number;
}

const ARROW_LEFT =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z"/></svg>';
const ARROW_RIGHT =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z"/></svg>';
const flag = (on: boolean) => (on ? '1' : '0');

/** A picture that does not exist (the failed-image state). */
export const BROKEN_IMAGE = '/wp-content/uploads/demo/yok.svg';

const HUES = [24, 200, 140, 280, 340, 60, 100, 230];

/** Item n's picture: an inline SVG (loads anywhere, Storybook included). */
export const picture = (n: number): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300"><rect width="300" height="300" fill="hsl(${HUES[(n - 1) % HUES.length]} 70% 88%)"/><text x="150" y="165" font-family="sans-serif" font-size="36" text-anchor="middle" fill="#222">Ürün ${n}</text></svg>`,
  )}`;

/** One slide: the plugin's `.wopb-block-item` with a picture, title, price and link. */
function item(n: number, lazy: boolean, broken: boolean): string {
  const src = broken ? BROKEN_IMAGE : picture(n);
  const img = lazy
    ? `<img class="wopb-block-image-img" alt="Ürün ${n}" width="300" height="300" data-lazy="${src}">`
    : `<img class="wopb-block-image-img" alt="Ürün ${n}" width="300" height="300" src="${src}">`;
  return `<div class="wopb-block-item"><div class="wopb-block-content-wrap"><div class="wopb-block-image"><a href="/urun/urun-${n}/">${img}</a></div><h3 class="wopb-block-title"><a href="/urun/urun-${n}/">Ürün ${n}</a></h3><div class="wopb-product-price"><span class="woocommerce-Price-amount amount"><bdi>${n * 100},00&nbsp;<span class="woocommerce-Price-currencySymbol">₺</span></bdi></span></div></div></div>`;
}

/**
 * A product-blocks block in slide view as the plugin prints it: `.wopb-product-blocks-slide`
 * with its data-* and the items, then the hidden `.wopb-slick-nav` arrow templates.
 */
export function sliderBlockMarkup(options: SliderBlockOptions = {}): string {
  const {
    slug = 'product-grid-1',
    blockId = 'kaydirici',
    heading = 'Öne çıkanlar',
    items = 6,
    slidesToShow = '4-2-1',
    autoplay = false,
    speed,
    dots = true,
    arrows = true,
    fade = false,
    lazy = [],
    brokenImage,
  } = options;
  const attributes = [
    `data-slidestoshow="${slidesToShow}"`,
    `data-autoplay="${flag(autoplay)}"`,
    speed === undefined ? '' : `data-slidespeed="${speed}"`,
    `data-showdots="${flag(dots)}"`,
    `data-showarrows="${flag(arrows)}"`,
    slug === 'product-slider' ? `data-fade="${flag(fade)}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const slides = Array.from({ length: items }, (_, i) =>
    item(i + 1, lazy.includes(i + 1), brokenImage === i + 1),
  ).join('');
  return `<div class="wp-block-product-blocks-${slug} wopb-block-${blockId} "><div class="wopb-block-wrapper"><div class="wopb-heading-filter"><div class="wopb-heading-filter-in"><div class="wopb-heading-wrap wopb-heading-style1 wopb-heading-left"><h2 class="wopb-heading-inner"><span>${heading}</span></h2></div></div></div><div class="wopb-wrapper-main-content"><div class="wopb-product-blocks-slide" ${attributes}>${slides}</div><div class="wopb-slick-nav" style="display:none"><div class="wopb-slick-prev"><div class="slick-arrow slick-prev">${ARROW_LEFT}</div></div><div class="wopb-slick-next"><div class="slick-arrow slick-next">${ARROW_RIGHT}</div></div></div></div></div></div>`;
}
