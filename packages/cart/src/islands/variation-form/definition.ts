import { defineIsland } from '@firsat/core';
import type { VariationFormProps } from './props';

/**
 * The variation form: a single product's `form.variations_form` and product-blocks' card switcher
 * (`div.variations_form.wopb-loop-variations-form`), with their swatches.
 */
export const variationFormIsland = defineIsland<VariationFormProps>({
  name: 'variation-form',
  selector: '.variations_form[data-product_id][data-product_variations]',
  when: 'load',
  load: () => import('./island'),
});
