import { defineIsland } from '@firsat/core';
import type { PostShareButtonsProps } from './props';

/**
 * The post-blocks share bar (`.ultp-post-share`, post-blocks.md §8 "Social share"): its links
 * open the network in an 800×500 window and count the share (`ultp_share_count`); a sticky bar
 * steps aside for the footer. A behaviour: the window is the browser's own, the bar is printed.
 * `idle`, not `interaction` or `visible`: the printed links are `javascript:` and do nothing
 * until bound, so a press that reaches a link first (the click or Tab that scrolls it into view)
 * would be lost; icon-only links need their names before a screen reader reaches them; the
 * sticky bar is on screen from the start and must step aside for the footer without any input.
 */
export const postShareButtonsIsland = defineIsland<PostShareButtonsProps>({
  name: 'post-share-buttons',
  selector: '.ultp-post-share',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});
