import { defineIsland } from '@firsat/core';
import type { PostGridNextPrevProps } from './props';

/**
 * The next/previous navigation of a post grid (`div.ultp-next-prev-wrap`, `ultp_next_prev`):
 * each press replaces the grid's items with the page before or after. A behaviour on the printed
 * arrows. `visible`: the plugin prints it under the items (or at the top right of the heading,
 * then in the first screen, where the shared observer sees it at once); a keyboard user tabbing
 * to it scrolls it into view, which starts it before the first key press.
 */
export const postGridNextPrevIsland = defineIsland<PostGridNextPrevProps>({
  name: 'post-grid-next-prev',
  selector: '.ultp-next-prev-wrap[data-blockid]',
  when: 'visible',
  kind: 'behaviour',
  load: () => import('./island'),
});
