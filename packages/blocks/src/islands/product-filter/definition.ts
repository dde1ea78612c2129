import { defineIsland } from '@firsat/core';
import type { ProductFilterProps } from './props';

/**
 * The product filter block (`div.wopb-filter-block`, product-blocks.md §2), and its copy in the
 * footer's `.wopb-filter-modal` (the plugin prints both; blocks with one `data-block-target` share
 * one state). A behaviour: the plugin prints the whole form and the modal, the island only reads
 * and updates them and puts the reply's HTML into the target blocks; the chips are the plugin's own
 * chip spans, built as its script builds them (a React view would add 68 KB to the page's full
 * visit for a row of spans, past the classic page's figure). `idle`: the sidebar
 * is usually in the first screen, and a shared link's filters must be fetched soon when the store
 * did not render them.
 */
export const productFilterIsland = defineIsland<ProductFilterProps>({
  name: 'product-filter',
  selector: '.wopb-filter-block',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});
