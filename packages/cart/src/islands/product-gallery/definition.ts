import { defineIsland } from '@firsat/core';
import type { ProductGalleryProps } from './props';

/**
 * The single product gallery: WooCommerce's `.woocommerce-product-gallery`, also as the
 * product-blocks builder prints it. A behaviour, no React: it builds the slider, thumbnails and
 * buttons from the server's pictures; the full-screen viewer (a modal the server does not print)
 * is a few elements on the kit's dialog, its code fetched on the first opening. `load`: the server prints the
 * gallery transparent (`opacity: 0`) for a script to fade in, so it must run at once.
 */
export const productGalleryIsland = defineIsland<ProductGalleryProps>({
  name: 'product-gallery',
  selector: '.woocommerce-product-gallery',
  when: 'load',
  kind: 'behaviour',
  load: () => import('./island'),
});
