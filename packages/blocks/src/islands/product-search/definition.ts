import { defineIsland } from '@firsat/core';
import type { ProductSearchProps } from './props';

/**
 * The product search block (`.wopb-product-search-block`, product-blocks.md §3). A view: the
 * results popup is UI the server does not print. `interaction`: nothing happens until the shopper
 * points at, taps or focuses the search box, so neither the chunk nor React nor floating-ui is
 * fetched before that (the printed input takes typing meanwhile; text typed before the chunk
 * arrives is searched on mount).
 */
export const productSearchIsland = defineIsland<ProductSearchProps>({
  name: 'product-search',
  selector: '.wopb-product-search-block',
  when: 'interaction',
  load: () => import('./island'),
});
