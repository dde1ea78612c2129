import { defineIsland } from '@firsat/core';
import type { ProductPaginationProps } from './props';

/**
 * The ajax numbered pagination of a product grid, list or category block
 * (`div.wopb-pagination-wrap.wopb-pagination-ajax-action`); its previous/next items are the
 * block's prev/next navigation. One island per control, like load more and the filter tabs: the
 * control carries its own data-*, and a tab's reply brings a new one that the observer mounts.
 * Without the ajax class the links are ordinary page links and nothing is bound. A behaviour: it
 * flips the printed items and puts the server's items in. `visible`: it sits under the items.
 */
export const productPaginationIsland = defineIsland<ProductPaginationProps>({
  name: 'product-pagination',
  selector: '.wopb-pagination-wrap.wopb-pagination-ajax-action',
  when: 'visible',
  kind: 'behaviour',
  load: () => import('./island'),
});
