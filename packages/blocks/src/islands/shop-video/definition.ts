import { defineIsland } from '@firsat/core';
import type { ShopVideoProps } from './props';

/** The product-blocks product video in shop loops and blocks (`.wopb-product-video-wrapper`). */
export const shopVideoIsland = defineIsland<ShopVideoProps>({
  name: 'shop-video',
  selector: '.wopb-product-video-wrapper',
  when: 'visible',
  load: () => import('./island'),
});
