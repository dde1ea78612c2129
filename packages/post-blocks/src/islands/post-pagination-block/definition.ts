import { defineIsland } from '@firsat/core';
import type { PostPaginationBlockProps } from './props';

/**
 * The separate pagination block of a grid parent (`.ultp-post-grid-parent .ultp-pagination-block`,
 * post-blocks.md §1 "Separate pagination block"): printed empty, it takes the grid's control from
 * its hidden `.pagination-block-html` holder, as the plugin's script does on load. The control
 * (numbered pages, load more or next / previous, with its `data-for`) is then its own island's.
 * `load`: until it runs the block shows no control, so the sooner the better (a few hundred bytes).
 */
export const postPaginationBlockIsland = defineIsland<PostPaginationBlockProps>({
  name: 'post-pagination-block',
  // not the moved control itself, which takes the block's classes
  selector:
    '.ultp-post-grid-parent .ultp-pagination-block:not(.ultp-pagination-wrap, .ultp-loadmore, .ultp-next-prev-wrap)',
  when: 'load',
  kind: 'behaviour',
  load: () => import('./island'),
});
