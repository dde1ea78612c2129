import { defineIsland } from '@firsat/core';
import type { PostVideoProps } from './props';

/**
 * The play icon of a video post in a post grid or list (`.ultp-video-icon`, post-blocks.md §7;
 * the redirect mode's `a.ultp-video-icon`, an icon-only link to the post, stays a link and only
 * gets its name). A behaviour: the
 * modal and the inline player's box are printed, the player (an iframe or a `<video>`) is built
 * on the press, as the plugin does. `idle`, not `interaction` or `visible`: the printed icon is a
 * div no keyboard reaches until bound (an interaction never comes for a keyboard user), and the
 * redirect mode's icon-only links are in the Tab order from the start, so they need their name
 * before a keyboard reaches them, not once scrolled into view. The dialog's code comes on the
 * first press.
 */
export const postVideoIsland = defineIsland<PostVideoProps>({
  name: 'post-video',
  selector: '.ultp-video-icon',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});
