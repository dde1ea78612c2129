import { defineIsland } from '@firsat/core';
import type { NamePriceProps } from './props';

/** Name your price of product-blocks (`div.wopb-name-price-wrapper[data-min][data-max]`). */
export const nameYourPriceIsland = defineIsland<NamePriceProps>({
  name: 'name-your-price',
  selector: '.wopb-name-price-wrapper',
  when: 'load',
  load: () => import('./island'),
});
