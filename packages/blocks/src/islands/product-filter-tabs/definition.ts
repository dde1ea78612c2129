import { defineIsland } from '@firsat/core';
import type { ProductFilterTabsProps } from './props';

/**
 * The filter tabs of a product grid, list or category block (`div.wopb-filter-wrap`). One island
 * per control, like load more and the numbered pagination: its reply replaces the block's whole
 * main content, and the loader's observer mounts the load-more button or pagination it brings
 * (the post-blocks family's `ultp-filter-wrap` will copy this shape). A behaviour: it moves the
 * printed `filter-active` class and puts the server's HTML in. `idle`: the tabs sit at the top of
 * the block, often in the first screen, and should answer the first click at once.
 */
export const productFilterTabsIsland = defineIsland<ProductFilterTabsProps>({
  name: 'product-filter-tabs',
  selector: '.wopb-filter-wrap',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});
