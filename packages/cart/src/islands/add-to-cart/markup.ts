/**
 * The buttons the add-to-cart island sends from (their click goes through the cart session); the
 * last, the compare table's (compare.js: `wopb_addcart` with the row's quantity, which the compare
 * island keeps in the button's `data-quantity`).
 */
export const ADD_TO_CART_BUTTONS =
  '.add_to_cart_button.ajax_add_to_cart, .add_to_cart_button.product_type_variable, .wopb-loop-add-to-cart-button, .wopb-cart-action .wopb-add-to-cart.ajax_add_to_cart';

/**
 * The buttons product-blocks' animated add-to-cart addon moves (reference §8 "`wopb_anim_*`
 * classes"): the product page's button and the loop buttons its `woocommerce_loop_add_to_cart_args`
 * filter marks `wopb-anim-cart-btn`, on a page whose body carries `wopb-animation-cart`.
 */
export const ANIMATED_BUTTONS =
  '.wopb-animation-cart .single_add_to_cart_button, .wopb-animation-cart .wopb-anim-cart-btn';
