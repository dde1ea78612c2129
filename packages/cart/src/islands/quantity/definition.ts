import { defineIsland } from '@firsat/core';
import type { QuantityProps } from './props';

/** Quantity steppers: WooCommerce's `div.quantity` and product-blocks' `.wopb-qty-wrap`. */
export const quantityIsland = defineIsland<QuantityProps>({
  name: 'quantity',
  selector: 'div.quantity, .wopb-qty-wrap',
  when: 'visible',
  load: () => import('./island'),
});
