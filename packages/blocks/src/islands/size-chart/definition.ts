import { defineIsland } from '@firsat/core';
import type { SizeChartProps } from './props';

/**
 * The product-blocks size chart button and popup (`.wopb-chart-btn-wrapper` + its modal). A
 * behaviour that turns the printed span into a real button; the printed modal becomes the kit's
 * dialog on the first press (no React). `idle`, not `interaction` or `visible`: the plugin prints
 * the button as a bare `<span>` that a keyboard cannot reach (nothing would wake it for a keyboard
 * user), and a keyboard user tabbing from the top must meet a button wherever the chart sits; the
 * behaviour is under 1 KB, so starting it when the browser is idle costs the first paint nothing.
 */
export const sizeChartIsland = defineIsland<SizeChartProps>({
  name: 'size-chart',
  selector: '.wopb-chart-btn-wrapper',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});
