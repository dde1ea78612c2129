// A variation as WooCommerce prints it, the attribute names of the form's selects, and SPEC's
// variation texts: what the variation form, its swatches, the variation events, the gallery and
// the loop add-to-cart button all speak.
export { type VariationMessageId, variationMessages } from './messages';
export { attributeNameOf } from './select-name';
export {
  type ChosenAttributes,
  isVariationAvailable,
  type Variation,
  type VariationImage,
} from './variation';
