import type { GalleryKind } from './markup';

/** The class names each kind of markup styles, so the theme's CSS keeps applying. */
export interface GalleryClasses {
  root: string;
  viewport: string;
  track: string;
  nav: string;
  thumb: string;
  activeThumb: string;
  trigger: string;
  previous: string;
  next: string;
}

export const GALLERY_CLASSES: Record<GalleryKind, GalleryClasses> = {
  // WooCommerce's gallery after flexslider: .flex-viewport > wrapper, ol.flex-control-thumbs.
  classic: {
    root: 'firsat-gallery',
    viewport: 'flex-viewport',
    track: 'woocommerce-product-gallery__wrapper',
    nav: 'flex-control-nav flex-control-thumbs',
    thumb: '',
    activeThumb: 'flex-active',
    trigger: 'woocommerce-product-gallery__trigger',
    previous: 'flex-prev',
    next: 'flex-next',
  },
  // product-blocks builder: wrapper > .wopb-product-gallery-wrapper > .wopb-builder-slider-for, nav.
  builder: {
    root: 'woocommerce-product-gallery__wrapper',
    viewport: 'wopb-product-gallery-wrapper wopb-product-zoom-wrapper',
    track: 'wopb-builder-slider-for',
    nav: 'wopb-builder-slider-nav thumb-image',
    thumb: 'wopb-nav-slide',
    activeThumb: 'slick-current',
    trigger: 'wopb-product-zoom',
    previous: 'wopb-slick-prev-large',
    next: 'wopb-slick-next-large',
  },
};

/** Lazy carousel pictures that fail to load get this class (SPEC §8): core's, shared with the product-blocks sliders. */
export { LAZY_IMAGE_ERROR_CLASS as IMAGE_ERROR_CLASS } from '@firsat/core/island';
