import { defineProps, prop } from '@firsat/core/island';
import * as v from 'valibot';
import type { Variation } from '../../shared/variation';

const variationShape = v.looseObject({
  attributes: v.record(v.string(), v.nullable(v.string())),
  variation_id: v.number(),
  is_purchasable: v.boolean(),
  is_in_stock: v.boolean(),
  variation_is_visible: v.boolean(),
  variation_is_active: v.boolean(),
  is_sold_individually: v.string(),
  min_qty: v.union([v.number(), v.string()]),
  max_qty: v.union([v.number(), v.string()]),
});

/** `data-product_variations`: the variations, or `false` (more than 30: ask `get_variation`). */
const variationsShape = v.union(
  [v.literal(false), v.array(variationShape)],
  'must be a list of variations or false',
) as v.GenericSchema<unknown, readonly Variation[] | false>;

/** The variation form's data-* schema (`form.variations_form`, or a card's `div.variations_form`). */
export const variationFormProps = defineProps('variation-form', {
  productId: prop.number('data-product_id', {
    integer: true,
    min: 1,
    required: true,
    doc: 'The variable product (`data-product_id`); sent to get_variation and the partial-choice endpoint.',
  }),
  variations: prop.json('data-product_variations', variationsShape, {
    required: true,
    type: 'Variation[] | false',
    doc: 'The variations WooCommerce prints inline, or `false` when there are more than 30: the form then asks `get_variation` once every attribute is chosen, and firsat_variation_options for a partial choice.',
  }),
  customData: prop.string('data-custom_data', {
    fallback: '',
    doc: 'Extra data a theme attaches to the form, sent to get_variation as `custom_data`.',
  }),
});

export type VariationFormProps = ReturnType<typeof variationFormProps.parse>;
