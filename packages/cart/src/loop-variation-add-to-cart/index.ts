/**
 * The loop variation add to cart of product-blocks (not an island of its own: the variation
 * switcher on a card, engineer E's swatches, writes `data-variation_id` / `data-variation` on the
 * card's `.add_to_cart_button`, and the add-to-cart island sends it from there).
 */
export { sendLoopVariation } from './send-loop-variation';
