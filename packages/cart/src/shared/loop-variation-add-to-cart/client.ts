import { postTo, shopAjax } from '@firsat/core/http';
import { getConfig } from '@firsat/core/island';
import { LOOP_ADD_TO_CART_ACTION, type LoopVariationPayload } from './model';

/**
 * `wopb_variation_loop_add_cart` (SPEC §7): POST to `wopb_core.ajax_variation_loop_add_cart`
 * (the shop-ajax route) with action, product_id, variation_id, the chosen attributes as
 * `variation[attribute_…]` and the nonce as `wopb_nonce`. Resolves the raw body.
 */
export function sendLoopVariation(payload: LoopVariationPayload): Promise<unknown> {
  const { security, urls } = getConfig().productBlocks;
  const data = {
    action: LOOP_ADD_TO_CART_ACTION,
    product_id: String(payload.product_id),
    variation_id: String(payload.variation_id),
    variation: payload.variation,
    wopb_nonce: security,
  };
  const url = urls.ajax_variation_loop_add_cart;
  const options = { responseType: 'text' as const };
  return url ? postTo(url, data, options) : shopAjax(LOOP_ADD_TO_CART_ACTION, data, options);
}
