import { defineIsland } from '@firsat/core';
import type { PostGridLoadMoreProps } from './props';

/**
 * A post grid's next pages appended below its items: the load-more button
 * (`span.ultp-loadmore-action`, `ultp_next_prev`) and infinite scroll (the wrapper of a grid with
 * `ultp-iscroll-active`, `ultp_pagination`). One island for both because they are one job on the
 * same data-* (pages, pagenum, block, post, builder): the plugin prints on the infinite-scroll
 * wrapper the very attributes the button carries, and both append the reply and stop on the last
 * page; only the trigger and the action differ. `visible`: both sit under the grid's items, below
 * the fold; a keyboard user reaches the button (or the end of the feed) by tabbing down to it,
 * which scrolls it into view first, so nothing is lost by waiting.
 */
export const postGridLoadMoreIsland = defineIsland<PostGridLoadMoreProps>({
  name: 'post-grid-load-more',
  selector: '.ultp-loadmore-action, .ultp-iscroll-active > .ultp-block-wrapper[data-blockid]',
  when: 'visible',
  kind: 'behaviour',
  load: () => import('./island'),
});
