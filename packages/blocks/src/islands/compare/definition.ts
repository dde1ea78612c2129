import { defineIsland } from '@firsat/core';
import type { CompareProps } from './props';

/**
 * Product-blocks' compare controls: the card icon, the shop and product page button, the nav item
 * and the Menu Compare block. A behaviour (no React): the modal is the footer's `.wopb-modal-wrap`
 * and every reply the server's HTML. `idle`, not `interaction`: the plugin prints divs and spans a
 * keyboard cannot reach, and the counts and active states follow the other tabs; the idle chunk
 * only makes them keyboard buttons and keeps them in step — the modal, the picker and the notice
 * load on the first press.
 */
export const compareIsland = defineIsland<CompareProps>({
  name: 'compare',
  // A literal (packages/embed/islands-table.mjs reads it): markup.ts's COMPARE_CONTROLS.
  selector: '.wopb-compare-btn, .wopb-compare-nav-item, .wopb-menu-compare-btn',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});
