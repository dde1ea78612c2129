import { defineIsland } from '@firsat/core';
import type { ProductViewsProps } from './props';

/**
 * The product view ping of product-blocks. It has no element of its own; it rides on the single
 * product's title (printed once on every product page), not on `<body>`, because an element holds
 * one island and `<body>` is everyone's. A behaviour that changes nothing (no React). `idle`: the
 * ping goes out 3 s after load, so nothing about it is needed for the first paint.
 */
export const productViewsIsland = defineIsland<ProductViewsProps>({
  name: 'product-views',
  selector: 'body.single-product .product_title',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});
