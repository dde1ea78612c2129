import { defineIsland } from '@firsat/core';
import type { PostGridPaginationProps } from './props';

/**
 * The ajax numbered pagination of a post grid (`div.ultp-pagination-wrap.ultp-pagination-ajax-action`,
 * `ultp_pagination`), in the grid or detached in a pagination block that names its grid with
 * `data-for`. Without the ajax class its links are ordinary page links and nothing is bound. A
 * behaviour on the printed list. `visible`: it sits under the items; its items are links, which
 * work as links until the chunk arrives, and a keyboard user tabbing to them scrolls them into
 * view first.
 */
export const postGridPaginationIsland = defineIsland<PostGridPaginationProps>({
  name: 'post-grid-pagination',
  selector: '.ultp-pagination-wrap.ultp-pagination-ajax-action',
  when: 'visible',
  kind: 'behaviour',
  load: () => import('./island'),
});
