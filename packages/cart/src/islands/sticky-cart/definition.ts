import { defineIsland } from '@firsat/core';
import type { StickyCartProps } from './props';

/** The sticky add-to-cart bar / cart footer of product-blocks pro (`div.wopb-sticky-cart[data-scroll]`). */
export const stickyCartIsland = defineIsland<StickyCartProps>({
  name: 'sticky-cart',
  selector: '.wopb-sticky-cart',
  when: 'load',
  load: () => import('./island'),
});
