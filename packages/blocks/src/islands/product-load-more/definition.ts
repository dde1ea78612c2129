import { defineIsland } from '@firsat/core';
import type { ProductLoadMoreProps } from './props';

/**
 * The load-more button of a product grid, list or category block
 * (`span.wopb-loadmore-action`, with `wopb-ajax-loadmore` since 4.x). One island per control,
 * not per block wrapper: each control carries its own data-* as the plugin prints them, and the
 * filter tabs replace the block's main content — button included — so the loader's observer
 * mounts the new one (the post-blocks family's `ultp-loadmore-action` will copy this shape). A
 * behaviour: it only inserts the server's items and flips the printed button. `visible`: the
 * button sits under the block's items, below the fold.
 */
export const productLoadMoreIsland = defineIsland<ProductLoadMoreProps>({
  name: 'product-load-more',
  selector: '.wopb-loadmore-action',
  when: 'visible',
  kind: 'behaviour',
  load: () => import('./island'),
});
