import { defineIsland } from '@firsat/core';
import type { PostSearchProps } from './props';

/**
 * The advanced search block (`.ultp-search-frontend.ultp-search-container`, post-blocks.md §4):
 * live results from REST `ultp/ultp_search_data` under the input (inline) or in the popup or
 * canvas the search icon opens. A behaviour: the results are the plugin's own HTML. `idle`, not
 * `interaction`: the popup and canvas layouts print their search icon as a div, which no
 * keyboard reaches until bound (an interaction island would never wake for a keyboard user);
 * idle binds it soon after the page settles without competing with it.
 */
export const postSearchIsland = defineIsland<PostSearchProps>({
  name: 'post-search',
  selector: '.ultp-search-frontend.ultp-search-container',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});
