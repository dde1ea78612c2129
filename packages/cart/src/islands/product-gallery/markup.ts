import { getConfig, IslandError } from '@firsat/core/island';
import type { GalleryImage, GallerySlide, ThumbColumns, ThumbPosition } from './model';

const ISLAND = 'product-gallery';

/** Which markup the gallery came from: WooCommerce's template or the product-blocks builder's. */
export type GalleryKind = 'classic' | 'builder';

/** Everything the gallery reads from its server markup and the page's settings. */
export interface GalleryMarkup {
  kind: GalleryKind;
  slides: GallerySlide[];
  position: ThumbPosition;
  columns: ThumbColumns;
  /** Builder `data-view="onhover"`: hovering a thumbnail shows its slide. */
  thumbsOnHover: boolean;
  /** Builder `.wopb-builder-slider-for[data-arrow="1"]`: previous / next buttons on the slider. */
  arrows: boolean;
  /** Hover zoom: `wc_single_product_params.zoom_enabled` or the builder's `data-hover-zoom`. */
  zoom: boolean;
  /** The full-screen viewer: `photoswipe_enabled` or the builder's `.wopb-product-zoom`. */
  viewer: boolean;
}

const size = (value: string | null | undefined): number | null => {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : null;
};

function imageOf(img: HTMLImageElement | null, href: string): GalleryImage {
  const attr = (name: string) => img?.getAttribute(name) ?? '';
  const src = attr('src') || attr('data-src');
  return {
    src,
    srcset: attr('srcset'),
    sizes: attr('sizes'),
    alt: attr('alt'),
    title: attr('title') || attr('data-title'),
    caption: attr('data-caption'),
    className: attr('class'),
    width: size(attr('width') || attr('data-width')),
    height: size(attr('height') || attr('data-height')),
    fullSrc: attr('data-large_image') || href || src,
    fullWidth: size(attr('data-large_image_width') || attr('data-width')),
    fullHeight: size(attr('data-large_image_height') || attr('data-height')),
  };
}

/** WooCommerce: `.woocommerce-product-gallery__image[data-thumb] > a[href] > img[data-large_image]`. */
function classicSlides(el: HTMLElement): GallerySlide[] {
  return [...el.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image')].map((item) => {
    const href = item.querySelector('a')?.getAttribute('href') ?? '';
    const image = imageOf(item.querySelector('img'), href);
    return {
      className: item.className,
      href,
      thumb: item.getAttribute('data-thumb') || image.src,
      thumbAlt: item.getAttribute('data-thumb-alt') ?? image.alt,
      thumbSrcset: item.getAttribute('data-thumb-srcset') ?? '',
      image,
    };
  });
}

/** product-blocks builder: `.wopb-builder-slider-for .wopb-main-image img` + `.wopb-builder-slider-nav .wopb-nav-slide img`. */
function builderSlides(el: HTMLElement): GallerySlide[] {
  const thumbs = [...el.querySelectorAll<HTMLImageElement>('.wopb-builder-slider-nav .wopb-nav-slide img')];
  return [...el.querySelectorAll<HTMLElement>('.wopb-builder-slider-for .wopb-main-image')].map(
    (item, index) => {
      const image = imageOf(item.querySelector('img'), '');
      const thumb = thumbs[index];
      return {
        className: item.className,
        href: image.fullSrc,
        thumb: thumb?.getAttribute('src') || image.src,
        thumbAlt: thumb?.getAttribute('alt') ?? image.alt,
        thumbSrcset: '',
        image,
      };
    },
  );
}

function columnsAttr(nav: Element, name: string, fallback: number): number {
  const raw = nav.getAttribute(name);
  if (raw === null || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1)
    throw new IslandError(ISLAND, name, raw, 'must be a whole number of at least 1');
  return n;
}

const POSITIONS: readonly ThumbPosition[] = ['left', 'right', 'bottom'];

/** Reads the gallery: its slides, where the thumbnails go and what the page enables. */
export function readGallery(el: HTMLElement): GalleryMarkup {
  const shop = getConfig().shop;
  const nav = el.querySelector('.wopb-builder-slider-nav');
  if (el.querySelector('.wopb-builder-slider-for')) {
    const slides = builderSlides(el);
    if (slides.length === 0)
      throw new IslandError(ISLAND, undefined, undefined, 'no .wopb-main-image in the builder gallery');
    const position = nav?.getAttribute('data-position') ?? 'bottom';
    // The builder's "top" places thumbnails above; below is the closest the gallery offers.
    const known = position === 'top' ? 'bottom' : position;
    if (!POSITIONS.includes(known as ThumbPosition))
      throw new IslandError(ISLAND, 'data-position', position, 'must be one of left, right, bottom');
    const large = nav ? columnsAttr(nav, 'data-collg', 4) : 4;
    return {
      kind: 'builder',
      slides,
      position: known as ThumbPosition,
      columns: {
        large,
        medium: nav ? columnsAttr(nav, 'data-colsm', 2) : 2,
        small: nav ? columnsAttr(nav, 'data-colxs', 2) : 2,
      },
      thumbsOnHover: nav?.getAttribute('data-view') === 'onhover',
      arrows: el.querySelector('.wopb-builder-slider-for')?.getAttribute('data-arrow') === '1',
      zoom: ['1', 'true', 'yes'].includes(
        el.querySelector('[data-hover-zoom]')?.getAttribute('data-hover-zoom') ?? '',
      ),
      viewer: el.querySelector('.wopb-product-zoom') !== null,
    };
  }
  const slides = classicSlides(el);
  if (slides.length === 0)
    throw new IslandError(
      ISLAND,
      undefined,
      undefined,
      'no .woocommerce-product-gallery__image in the gallery',
    );
  const raw = el.getAttribute('data-columns');
  const columns = raw === null ? 4 : Number(raw);
  if (!Number.isInteger(columns) || columns < 1)
    throw new IslandError(ISLAND, 'data-columns', raw, 'must be a whole number of at least 1');
  const placeholder = slides.length === 1 && slides[0]?.className.includes('--placeholder');
  return {
    kind: 'classic',
    slides,
    position: 'bottom',
    columns: { large: columns, medium: columns, small: columns },
    thumbsOnHover: false,
    // flexslider's directionNav is off in WooCommerce's settings.
    arrows: false,
    zoom: shop.zoomEnabled && !placeholder,
    viewer: shop.photoswipeEnabled && !placeholder,
  };
}
