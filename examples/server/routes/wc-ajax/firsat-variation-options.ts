import { fieldText, wpSendJson } from '../../http';
import { chosenAttributes, getProduct, reachableOptions } from '../../shop';
import { defineWcAjax } from '../define';

/**
 * `/?wc-ajax=firsat_variation_options` (firsat's own, not WooCommerce's): product_id plus the
 * `attribute_*` fields chosen so far. Answers `{attributes: {attribute_x: [values…]}}`: per
 * attribute, the values still reachable and in stock given the other choices. Like get_variation
 * it reads public catalogue data and takes no nonce. A missing or unknown product_id, or one that
 * is not a variable product, answers 400 `{success: false, data: 'invalid_product'}`.
 */
export default defineWcAjax({
  name: 'firsat_variation_options',
  handle: (ctx, req) => {
    const id = Number.parseInt(fieldText(req.body, 'product_id') ?? '', 10);
    const product = id > 0 ? getProduct(ctx.db, id) : null;
    if (product?.type !== 'variable') {
      return wpSendJson({ success: false, data: 'invalid_product' }, 400);
    }
    const chosen = chosenAttributes(req.body);
    return wpSendJson({ attributes: reachableOptions(ctx.db, product.id, chosen) });
  },
});
