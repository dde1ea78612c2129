import { defineIsland } from '@firsat/core';
import type { DealCountdownProps } from './props';

/** The deal countdown of product-blocks (`.wopb-product-deals[data-date]`). */
export const dealCountdownIsland = defineIsland<DealCountdownProps>({
  name: 'deal-countdown',
  selector: '.wopb-product-deals',
  when: 'visible',
  load: () => import('./island'),
});
