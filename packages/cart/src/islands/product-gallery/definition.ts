import { defineIsland } from '@firsat/core';
import type { ProductGalleryProps } from './props';

/** The single product gallery: WooCommerce's `.woocommerce-product-gallery`, also as the product-blocks builder prints it. */
export const productGalleryIsland = defineIsland<ProductGalleryProps>({
  name: 'product-gallery',
  selector: '.woocommerce-product-gallery',
  when: 'load',
  load: () => import('./island'),
});
