import { defineIsland } from '@firsat/core';
import type { DarkModeToggleProps } from './props';

/**
 * The dark/light toggle block (`.ultp-dark-light-block-wrapper-content.ultp-frontend`,
 * post-blocks.md §5). A behaviour: both halves are printed, the server already marks the
 * inactive one from the cookie, so nothing flashes before it binds. `idle`, not `interaction`:
 * the printed halves are divs no keyboard reaches until bound (a keyboard user could never wake
 * an interaction island), and the toggle sits in the header, where `visible` is the same as
 * loading at once; idle makes it a button soon after the page settles without competing with it.
 */
export const darkModeToggleIsland = defineIsland<DarkModeToggleProps>({
  name: 'dark-mode-toggle',
  selector: '.ultp-dark-light-block-wrapper-content.ultp-frontend',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});
