import { defineIsland } from '@firsat/core';
import type { HeaderSearchProps } from './props';

/**
 * The header's search toggle and overlay (`.site-header-search`), holding the store's product
 * search block, which the product-search island takes over on its own. A behaviour (no React):
 * the overlay is the theme's markup, opened as the kit's dialog with SPEC's 500 ms fade.
 * `interaction`: nothing is needed before the shopper points at, taps or tabs to the toggle,
 * which the server prints as a link to the overlay — a tap before the code is there shows it as
 * the page's `:target` (as without JavaScript), and the behaviour then opens it as the dialog.
 */
export const headerSearchIsland = defineIsland<HeaderSearchProps>({
  name: 'header-search',
  selector: '.site-header-search',
  when: 'interaction',
  kind: 'behaviour',
  load: () => import('./island'),
});
