// A variation as WooCommerce prints it, and the attribute names of the form's selects: what the
// variation form, its swatches, the variation events and the gallery all speak.
export { attributeNameOf } from './select-name';
export {
  type ChosenAttributes,
  isVariationAvailable,
  type Variation,
  type VariationImage,
} from './variation';
