import { defineIsland } from '@firsat/core';
import type { AddToCartProps } from './props';

/**
 * Loop add-to-cart buttons: WooCommerce's `.ajax_add_to_cart` links, product-blocks card buttons
 * and the variable products' buttons (a card's variation switcher may turn them into loop
 * variation buttons after load, so they are claimed too; until then their link works). A
 * behaviour (no React). `idle`: until it binds, a click follows the printed `?add-to-cart=` link,
 * which adds as well (with a page load), and nothing about the button changes at first paint.
 * With the animated add-to-cart addon on (`wopb-animation-cart` body), the product page's button
 * and the marked loop buttons are claimed too: a button that does not add from the loop only for
 * the animation (animation.ts).
 */
export const addToCartIsland = defineIsland<AddToCartProps>({
  name: 'add-to-cart',
  // A literal (packages/embed/islands-table.mjs reads it): markup.ts's two lists, tested equal.
  selector:
    '.add_to_cart_button.ajax_add_to_cart, .add_to_cart_button.product_type_variable, .wopb-loop-add-to-cart-button, .wopb-cart-action .wopb-add-to-cart.ajax_add_to_cart, .wopb-animation-cart .single_add_to_cart_button, .wopb-animation-cart .wopb-anim-cart-btn',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});
