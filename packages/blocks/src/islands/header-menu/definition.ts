import { defineIsland } from '@firsat/core';
import type { HeaderMenuProps } from './props';

/**
 * The header's off-canvas menu (`.site-header-menu`: Storefront's `menu-toggle` and its handheld
 * navigation). A behaviour (no React): the menu is the theme's own markup, opened as the kit's
 * dialog. `interaction`: nothing is needed before the shopper points at, taps or tabs to the
 * toggle, which the server prints as a link to the panel — a tap before the code is there shows
 * the panel as the page's `:target` (as without JavaScript), and the behaviour then opens it as
 * the dialog. At 1280 px the toggle is not displayed, so the chunk never downloads there.
 */
export const headerMenuIsland = defineIsland<HeaderMenuProps>({
  name: 'header-menu',
  selector: '.site-header-menu',
  when: 'interaction',
  kind: 'behaviour',
  load: () => import('./island'),
});
