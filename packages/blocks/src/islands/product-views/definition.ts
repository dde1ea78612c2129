import { defineIsland } from '@firsat/core';
import type { ProductViewsProps } from './props';

/**
 * The product view ping of product-blocks. It has no element of its own; it rides on the single
 * product's title (printed once on every product page), not on `<body>`, because an element holds
 * one island and `<body>` is everyone's. It loads when the browser is idle and changes nothing.
 */
export const productViewsIsland = defineIsland<ProductViewsProps>({
  name: 'product-views',
  selector: 'body.single-product .product_title',
  when: 'idle',
  load: () => import('./island'),
});
