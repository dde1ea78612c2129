import { defineIsland } from '@firsat/core';
import type { VariationFormProps } from './props';

/**
 * The variation form: a single product's `form.variations_form` and product-blocks' card switcher
 * (`div.variations_form.wopb-loop-variations-form`), with their swatches. A behaviour (no React).
 * `load`: the server leaves the add-to-cart button enabled and every option offered; the button
 * must say a selection is needed before a shopper can press it, and SPEC §9 checks the
 * (default) selection 100 ms after the page loads.
 */
export const variationFormIsland = defineIsland<VariationFormProps>({
  name: 'variation-form',
  selector: '.variations_form[data-product_id][data-product_variations]',
  when: 'load',
  kind: 'behaviour',
  load: () => import('./island'),
});
