import { defineIsland } from '@firsat/core';
import type { PostFilterBarProps } from './props';

/**
 * The filter bar of a post grid (`div.ultp-filter-wrap`, `ultp_filter`): its category or tag
 * links replace the grid's items and its pagination control. A behaviour on the printed links
 * (the new pagination control the reply brings is mounted by the loader's observer). `idle`: the
 * bar sits in the grid's heading, often in the first screen, and should answer the first click
 * at once; its links are `href="#"`, so before the chunk a click does nothing harmful, and a
 * keyboard user's first Tab onto it finds it bound.
 */
export const postFilterBarIsland = defineIsland<PostFilterBarProps>({
  name: 'post-filter-bar',
  selector: '.ultp-filter-wrap[data-taxtype]',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});
