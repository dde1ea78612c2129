import { defineIsland } from '@firsat/core';
import type { QuickViewProps } from './props';

/**
 * Product-blocks' quick view buttons: the card's meta icon (`.wopb-quickview-btn.wopb_meta_svg_con`)
 * and the shop loop's `.wopb-quick-btn-wrap` span. A behaviour (no React): the modal is the
 * footer's `.wopb-modal-wrap` and its content the server's HTML. `idle`, not `interaction`: the
 * plugin prints a bare div / span a keyboard cannot reach, so nothing would wake it for a keyboard
 * user; the idle chunk only makes the buttons keyboard buttons and prefetches on hover or focus —
 * the modal, slider, zoom and cart code load on the first hover, focus or press.
 */
export const quickViewIsland = defineIsland<QuickViewProps>({
  name: 'quick-view',
  selector: '.wopb-quickview-btn',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});
