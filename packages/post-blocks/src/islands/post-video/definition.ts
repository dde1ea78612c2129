import { defineIsland } from '@firsat/core';
import type { PostVideoProps } from './props';

/**
 * The play icon of a video post in a post grid or list (`.ultp-video-icon`, post-blocks.md §7;
 * the redirect mode's `a.ultp-video-icon` is a plain link and stays one). A behaviour: the
 * modal and the inline player's box are printed, the player (an iframe or a `<video>`) is built
 * on the press, as the plugin does. `visible`: the printed icon is a div no keyboard reaches
 * until bound, so `interaction` would never come for a keyboard user; bound when it scrolls into
 * view, it is a button by the time Tab can reach it. The dialog's code comes on the first press.
 */
export const postVideoIsland = defineIsland<PostVideoProps>({
  name: 'post-video',
  selector: '.ultp-video-icon:not(a)',
  when: 'visible',
  kind: 'behaviour',
  load: () => import('./island'),
});
