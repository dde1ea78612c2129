import { defineIsland } from '@firsat/core';
import type { ShopVideoProps } from './props';

/**
 * The product-blocks product video in shop loops and blocks (`.wopb-product-video-wrapper`). A
 * behaviour (no React): it makes the printed play icon a button and plays the printed video.
 * `visible`, not `interaction`: the printed icon is a bare span that a keyboard cannot reach, and
 * hover mode must be listening before the pointer arrives; loop videos sit mostly below the fold.
 */
export const shopVideoIsland = defineIsland<ShopVideoProps>({
  name: 'shop-video',
  selector: '.wopb-product-video-wrapper',
  when: 'visible',
  kind: 'behaviour',
  load: () => import('./island'),
});
