// Views and props schemas of this group's islands, for Storybook and tests (see ../views.ts).
export { bindVariationForm, type VariationFormBinding } from '../variation-form/bind-variation-form';
export { variationForm } from '../variation-form/definition';
export { type VariationFormProps, variationFormProps } from '../variation-form/props';
export {
  getVariationLookup,
  type OptionsLookup,
  VARIATION_OPTIONS_ENDPOINT,
  variationOptionsLookup,
} from '../variation-form/server-calls';
export { VariationForm } from '../variation-form/variation-form';
export { bindSwatches, type SwatchBinding } from '../variation-swatches/bind-swatches';
