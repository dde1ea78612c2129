/**
 * The loop variation add to cart of product-blocks (not an island of its own): the variation
 * switcher on a product card — product-blocks' swatches or selects in
 * `div.variations_form.wopb-loop-variations-form` — writes `data-variation_id` / `data-variation`
 * and `LOOP_BUTTON_CLASS` on the card's `.add_to_cart_button`; the add-to-cart island reads them
 * back (`loopVariationPayload`) and sends them (`sendLoopVariation`).
 */
export { sendLoopVariation } from './client';
export { LOOP_BUTTON_CLASS, loopVariationPayload } from './model';
