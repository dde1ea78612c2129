import { defineIsland } from '@firsat/core';
import type { NamePriceProps } from './props';

/**
 * Name your price of product-blocks (`div.wopb-name-price-wrapper[data-min][data-max]`). A
 * behaviour (no React). `load`: the server leaves the add-to-cart button enabled whatever the
 * amount; with an empty or zero amount it must be disabled before the shopper can press it.
 */
export const nameYourPriceIsland = defineIsland<NamePriceProps>({
  name: 'name-your-price',
  selector: '.wopb-name-price-wrapper',
  when: 'load',
  kind: 'behaviour',
  load: () => import('./island'),
});
