/**
 * The product gallery's rules as plain functions (SPEC §2, §9): thumbnail layout per breakpoint,
 * slide steps, hover zoom, the full-screen viewer's fit, and the variation image swap. No DOM.
 */
import type { VariationImage } from '../../shared/variation';

/** Product gallery: 500 ms slide animation, no slideshow (SPEC §9). */
export const SLIDE_DURATION_MS = 500;
/** Gallery breakpoints (SPEC §9): large from 992 px, medium from 768 px, small below. */
export const GALLERY_BREAKPOINTS = { large: 992, medium: 768 } as const;
/** Hover zoom magnifies the large image twice (SPEC §9). */
export const ZOOM_MAGNIFY = 2;
/** The full-screen viewer's default image size, and the margin it leaves around it (SPEC §9). */
export const VIEWER_DEFAULT_SIZE = { width: 630, height: 440 } as const;
export const VIEWER_MARGIN = 150;

export type ThumbPosition = 'left' | 'right' | 'bottom';

export interface Size {
  width: number;
  height: number;
}

/** One picture: what the slide shows and what the viewer and the zoom show larger. */
export interface GalleryImage {
  src: string;
  srcset: string;
  sizes: string;
  alt: string;
  title: string;
  caption: string;
  className: string;
  width: number | null;
  height: number | null;
  /** The full-size picture (`data-large_image`), its size when known. */
  fullSrc: string;
  fullWidth: number | null;
  fullHeight: number | null;
}

export interface GallerySlide {
  /** The slide wrapper's classes as printed (`woocommerce-product-gallery__image`). */
  className: string;
  /** The link around the picture (the full image), or empty. */
  href: string;
  thumb: string;
  thumbAlt: string;
  thumbSrcset: string;
  image: GalleryImage;
}

/** Thumbnails per row (bottom) or per column (left/right), by breakpoint. */
export interface ThumbColumns {
  large: number;
  medium: number;
  small: number;
}

export interface ThumbLayout {
  position: ThumbPosition;
  columns: number;
}

/**
 * Where the thumbnails go at a viewport width: left or right thumbnails move below the slider
 * under 768 px; the number of thumbnails shown follows the 992 / 768 px breakpoints.
 */
export function thumbLayout(
  viewportWidth: number,
  position: ThumbPosition,
  columns: ThumbColumns,
): ThumbLayout {
  if (viewportWidth >= GALLERY_BREAKPOINTS.large) return { position, columns: columns.large };
  if (viewportWidth >= GALLERY_BREAKPOINTS.medium) return { position, columns: columns.medium };
  return { position: 'bottom', columns: columns.small };
}

/** The slide `delta` steps away; the gallery does not loop (flexslider `animationLoop: false`). */
export function stepSlide(index: number, delta: number, count: number, loop = false): number {
  if (count <= 0) return 0;
  const next = index + delta;
  if (loop) return ((next % count) + count) % count;
  return Math.min(count - 1, Math.max(0, next));
}

/**
 * Where the magnified picture sits under the pointer (jQuery zoom's rule): the pointer's share
 * of the box is the share of the overflow scrolled past, so every corner of the picture can be
 * reached. `pointer` is relative to the box.
 */
export function zoomPosition(
  pointer: { x: number; y: number },
  box: Size,
  natural: Size,
  magnify = ZOOM_MAGNIFY,
): { left: number; top: number; width: number; height: number } {
  const width = natural.width * magnify;
  const height = natural.height * magnify;
  const share = (at: number, size: number) => (size > 0 ? Math.min(1, Math.max(0, at / size)) : 0);
  const left = -share(pointer.x, box.width) * Math.max(0, width - box.width);
  const top = -share(pointer.y, box.height) * Math.max(0, height - box.height);
  return { left: Math.round(left) || 0, top: Math.round(top) || 0, width, height };
}

/**
 * The viewer's picture size: the picture's own size (630 × 440 when unknown), scaled down to
 * fit the page minus 150 px in each direction, keeping its proportions; never scaled up.
 */
export function fitToViewport(image: Partial<Size> | null, viewport: Size, margin = VIEWER_MARGIN): Size {
  const width = image?.width && image.width > 0 ? image.width : VIEWER_DEFAULT_SIZE.width;
  const height = image?.height && image.height > 0 ? image.height : VIEWER_DEFAULT_SIZE.height;
  const room = { width: Math.max(1, viewport.width - margin), height: Math.max(1, viewport.height - margin) };
  const scale = Math.min(1, room.width / width, room.height / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

const num = (value: number | string | undefined): number | null => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : null;
};

/**
 * What a found variation does to the gallery (WooCommerce's `wc_variations_image_update`):
 * - no picture of its own (empty `src`): nothing to swap, `null` (the gallery shows its own);
 * - a picture already in the gallery (same thumbnail): go to that slide;
 * - otherwise the first slide shows the variation's picture, and the gallery goes to it.
 */
export function variationSlides(
  slides: readonly GallerySlide[],
  image: VariationImage | undefined,
): { slides: GallerySlide[]; index: number } | null {
  if (!image?.src || image.src.length <= 1 || slides.length === 0) return null;
  const existing = image.gallery_thumbnail_src
    ? slides.findIndex((s) => s.thumb === image.gallery_thumbnail_src)
    : -1;
  if (existing > 0) return { slides: [...slides], index: existing };
  const [first, ...rest] = slides as [GallerySlide, ...GallerySlide[]];
  const full = image.full_src || image.src;
  const swapped: GallerySlide = {
    ...first,
    href: full,
    thumb: image.gallery_thumbnail_src || image.src,
    thumbAlt: image.alt ?? '',
    thumbSrcset: '',
    image: {
      ...first.image,
      src: image.src,
      srcset: typeof image.srcset === 'string' ? image.srcset : '',
      sizes: typeof image.sizes === 'string' ? image.sizes : '',
      alt: image.alt ?? '',
      title: image.title ?? '',
      caption: image.caption ?? '',
      width: num(image.src_w),
      height: num(image.src_h),
      fullSrc: full,
      fullWidth: num(image.full_src_w),
      fullHeight: num(image.full_src_h),
    },
  };
  return { slides: [swapped, ...rest], index: 0 };
}
