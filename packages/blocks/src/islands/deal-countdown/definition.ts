import { defineIsland } from '@firsat/core';
import type { DealCountdownProps } from './props';

/**
 * The deal countdown of product-blocks (`.wopb-product-deals[data-date]`). A behaviour (no
 * React): it writes the time left into the cells the server printed. `visible`: the printed
 * zeros are wrong only where the shopper sees them, and a countdown on screen starts in the
 * first frame anyway, while a deals page's dozens below the fold cost nothing until scrolled near.
 */
export const dealCountdownIsland = defineIsland<DealCountdownProps>({
  name: 'deal-countdown',
  selector: '.wopb-product-deals',
  when: 'visible',
  kind: 'behaviour',
  load: () => import('./island'),
});
