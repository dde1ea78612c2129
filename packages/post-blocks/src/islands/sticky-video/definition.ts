import { defineIsland } from '@firsat/core';
import type { StickyVideoProps } from './props';

/**
 * The post's featured video that sticks to the corner when scrolled past (the builder's
 * featured-image block with `.ultp-sticky-video`, post-blocks.md §7). A behaviour on the printed
 * video. `idle`: nothing happens before the reader scrolls past the video, which takes longer
 * than the page takes to settle; its close control is only shown while the video sticks.
 */
export const stickyVideoIsland = defineIsland<StickyVideoProps>({
  name: 'sticky-video',
  selector: '.wp-block-ultimate-post-post-image .ultp-sticky-video',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});
