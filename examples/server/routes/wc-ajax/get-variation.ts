import { fieldText, wpDie, wpSendJson } from '../../http';
import { variationData, variationsDifferInPrice } from '../../render';
import { chosenAttributes, findVariation, getProduct, getVariations } from '../../shop';
import { defineWcAjax } from '../define';

/**
 * `/?wc-ajax=get_variation`: product_id plus the chosen `attribute_*` fields (others such as
 * custom_data are ignored). Answers the first variation matching them (a variation's "any"
 * attribute matches every value; every other attribute must be sent) in the shape of
 * data-product_variations, or the bare body `false`. A missing or unknown product_id ends with an
 * empty body, as WooCommerce's wp_die() does.
 */
export default defineWcAjax({
  name: 'get_variation',
  handle: (ctx, req) => {
    const id = Number.parseInt(fieldText(req.body, 'product_id') ?? '', 10);
    if (!(id > 0)) return wpDie('');
    const product = getProduct(ctx.db, id);
    if (!product || product.type === 'variation') return wpDie('');
    if (product.type !== 'variable') return wpSendJson(false);
    const chosen = chosenAttributes(req.body);
    const variation = findVariation(ctx.db, product.id, chosen);
    if (!variation) return wpSendJson(false);
    const showPrice = variationsDifferInPrice(getVariations(ctx.db, product.id), ctx.store.nowSeconds());
    return wpSendJson(variationData(ctx, product, variation, showPrice));
  },
});
