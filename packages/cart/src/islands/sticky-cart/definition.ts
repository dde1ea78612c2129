import { defineIsland } from '@firsat/core';
import type { StickyCartProps } from './props';

/**
 * The sticky add-to-cart bar / cart footer of product-blocks pro (`div.wopb-sticky-cart[data-scroll]`).
 * A behaviour (no React). `idle`: the plugin's CSS prints the bar hidden and it only shows once
 * the page has scrolled past `data-scroll`, so nothing waits on it at first paint.
 */
export const stickyCartIsland = defineIsland<StickyCartProps>({
  name: 'sticky-cart',
  selector: '.wopb-sticky-cart',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});
