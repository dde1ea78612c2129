import { defineIsland } from '@firsat/core';
import type { AddToCartProps } from './props';

/**
 * Loop add-to-cart buttons: WooCommerce's `.ajax_add_to_cart` links, product-blocks card buttons
 * and the variable products' buttons (a card's variation switcher may turn them into loop
 * variation buttons after load, so they are claimed too; until then their link works).
 */
export const addToCartIsland = defineIsland<AddToCartProps>({
  name: 'add-to-cart',
  selector:
    '.add_to_cart_button.ajax_add_to_cart, .add_to_cart_button.product_type_variable, .wopb-loop-add-to-cart-button',
  when: 'load',
  load: () => import('./island'),
});
