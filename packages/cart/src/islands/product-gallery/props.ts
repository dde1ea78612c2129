import { defineProps, prop } from '@firsat/core/island';
import { readGallery } from './markup';

export type { GalleryKind, GalleryMarkup } from './markup';

const ISLAND = 'product-gallery';

/** The gallery's schema: all of it comes from the markup (and `wc_single_product_params`). */
export const productGalleryProps = defineProps(ISLAND, {
  gallery: prop.markup(readGallery, {
    type: 'markup',
    doc: 'Slides from `.woocommerce-product-gallery__image[data-thumb] > a > img[data-large_image]` (or the builder\'s `.wopb-main-image` / `.wopb-nav-slide`); `data-columns`; builder `data-position` (left, right, bottom), `data-collg/colsm/colxs`, `data-view="onhover"`, `data-hover-zoom`, `.wopb-product-zoom`. Zoom and viewer follow `zoom_enabled` / `photoswipe_enabled`.',
  }),
});

export type ProductGalleryProps = ReturnType<typeof productGalleryProps.parse>;
