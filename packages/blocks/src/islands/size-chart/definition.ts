import { defineIsland } from '@firsat/core';
import type { SizeChartProps } from './props';

/** The product-blocks size chart button and popup (`.wopb-chart-btn-wrapper` + its modal). */
export const sizeChartIsland = defineIsland<SizeChartProps>({
  name: 'size-chart',
  selector: '.wopb-chart-btn-wrapper',
  when: 'visible',
  load: () => import('./island'),
});
