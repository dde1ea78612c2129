import { defineIsland } from '@firsat/core';
import type { BackToTopProps } from './props';

/**
 * The table of contents' back-to-top link (`a.ultp-toc-backtotop`, post-blocks.md §8): shown
 * (`tocshow`) past 1000 px of scroll, it scrolls the page to the top and puts focus there. A
 * behaviour (no React). `idle`: printed as a link to `#`, it already takes a reader to the top
 * before then, and it is only wanted once the page is read far down.
 */
export const backToTopIsland = defineIsland<BackToTopProps>({
  name: 'back-to-top',
  selector: 'a.ultp-toc-backtotop',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});
