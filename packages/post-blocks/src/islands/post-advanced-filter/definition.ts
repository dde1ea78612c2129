import { defineIsland } from '@firsat/core';
import type { PostAdvancedFilterProps } from './props';

/**
 * The advanced filter (`div.ultp-post-grid-parent[data-grids]`, `ultp_adv_filter`): its
 * dropdowns, buttons, search and clear narrow the grids the parent holds. A behaviour on the
 * saved block markup (the chips are clones of the printed `.ultp-filter-clear-template`). `idle`:
 * the controls sit above the grids, in the first screen, and a dropdown must open on the first
 * press; keyboard users reach them by Tab from the top of the page, long after idle.
 */
export const postAdvancedFilterIsland = defineIsland<PostAdvancedFilterProps>({
  name: 'post-advanced-filter',
  selector: '.ultp-post-grid-parent[data-grids]',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});
