import { defineIsland } from '@firsat/core';
import type { QuantityProps } from './props';

/**
 * Quantity steppers: WooCommerce's `div.quantity` and product-blocks' `.wopb-qty-wrap`. A
 * behaviour (no React). `visible`: the native number input takes typing and posts with its form
 * until then; the steppers come as a field nears the viewport, so cards further down a shop or
 * rows of a long cart cost nothing until scrolled to.
 */
export const quantityIsland = defineIsland<QuantityProps>({
  name: 'quantity',
  selector: 'div.quantity, .wopb-qty-wrap',
  when: 'visible',
  kind: 'behaviour',
  load: () => import('./island'),
});
