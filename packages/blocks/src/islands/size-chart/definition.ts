import { defineIsland } from '@firsat/core';
import type { SizeChartProps } from './props';

/**
 * The product-blocks size chart button and popup (`.wopb-chart-btn-wrapper` + its modal). A view
 * (the modal, on floating-ui). `visible`, not `interaction`: the plugin prints the button as a bare
 * `<span>` that a keyboard cannot reach, so nothing would ever wake the island for a keyboard user;
 * it must become a real button as soon as it can be seen. (This brings React with product pages
 * that have a size chart — the next step is a behaviour that makes the button, with the modal a
 * view loaded on first open.)
 */
export const sizeChartIsland = defineIsland<SizeChartProps>({
  name: 'size-chart',
  selector: '.wopb-chart-btn-wrapper',
  when: 'visible',
  load: () => import('./island'),
});
