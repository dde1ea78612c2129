import { defineIsland } from '@firsat/core';
import type { TableOfContentsProps } from './props';

/**
 * The table of contents block (post-blocks.md §8, saved block markup): its links scroll smoothly
 * to their heading 50 px below the top and take focus there, its collapse control becomes a
 * named button, the section being read is marked `aria-current`. A behaviour (no React). `idle`:
 * its links work as ordinary anchors until then (the browser jumps to the heading), and the
 * current-section mark is wanted soon after the page settles; a keyboard user loses nothing
 * before it starts.
 */
export const tableOfContentsIsland = defineIsland<TableOfContentsProps>({
  name: 'table-of-contents',
  selector: '.wp-block-ultimate-post-table-of-content',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});
