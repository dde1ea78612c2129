import { defineIsland } from '@firsat/core';
import type { SizeChartProps } from './props';

/**
 * The product-blocks size chart button and popup (`.wopb-chart-btn-wrapper` + its modal). A view
 * (the modal, on floating-ui), so it waits for `interaction`: React and the modal download when the
 * shopper reaches for the button, not with the product page; the loader holds the tap that woke
 * it and gives it to the button once the chart can open.
 */
export const sizeChartIsland = defineIsland<SizeChartProps>({
  name: 'size-chart',
  selector: '.wopb-chart-btn-wrapper',
  when: 'interaction',
  load: () => import('./island'),
});
