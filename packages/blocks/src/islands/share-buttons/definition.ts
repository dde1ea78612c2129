import { defineIsland } from '@firsat/core';
import type { ShareButtonsProps } from './props';

/** The product-blocks share bar: the Social Share block (`.wopb-share`) and the addon bar. */
export const shareButtonsIsland = defineIsland<ShareButtonsProps>({
  name: 'share-buttons',
  selector: '.wopb-share, .wopb-social-share-wrapper',
  when: 'visible',
  load: () => import('./island'),
});
