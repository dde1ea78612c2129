import { defineIsland } from '@firsat/core';
import type { ProductSearchProps } from './props';

/**
 * The product search block (`.wopb-product-search-block`, product-blocks.md §3). A behaviour: the
 * results are the plugin's own HTML, put into the box the plugin printed, so a search page or
 * the shop downloads no React. `interaction`: nothing is fetched until the shopper points at,
 * taps or focuses the search box (the printed input takes typing meanwhile; text typed before
 * the chunk arrives is searched on start).
 */
export const productSearchIsland = defineIsland<ProductSearchProps>({
  name: 'product-search',
  selector: '.wopb-product-search-block',
  when: 'interaction',
  kind: 'behaviour',
  load: () => import('./island'),
});
