import { defineIsland } from '@firsat/core';
import type { ProductViewsProps } from './props';

/**
 * The product view ping of product-blocks. It has no element of its own: a page island, started
 * once on every single product page (`body.single-product`; the id is its `postid-<id>` class). A
 * behaviour that changes nothing (no React). `idle`: the ping goes out 3 s after load, so nothing
 * about it is needed for the first paint.
 */
export const productViewsIsland = defineIsland<ProductViewsProps>({
  name: 'product-views',
  selector: 'body.single-product',
  when: 'idle',
  kind: 'page',
  load: () => import('./island'),
});
