// Pure, framework-free models of the cart and single-product islands (no DOM, no React).

// Add-to-cart payloads: the simple button's data-* fields, the loop variation button's ids.
export {
  addToCartPayload,
  type ButtonDataset,
  LOOP_ADD_TO_CART_ACTION,
  type LoopVariationInput,
  type LoopVariationPayload,
  loopVariationPayload,
  parseLoopId,
} from './loop-add-to-cart';
// Quantity: parsing, steppers, clamping, the page-load raise to min, and a small store.
export {
  clamp,
  createQuantityState,
  DEFAULT_MIN,
  decrement,
  type InitialValueOptions,
  increment,
  initialValue,
  isMinusDisabled,
  isPlusDisabled,
  parseBounds,
  parseQuantity,
  type QuantityBounds,
  type QuantityInit,
  type QuantitySnapshot,
  type QuantityState,
  type QuantityStep,
  type RawNumber,
  type RawQuantityBounds,
  stepSize,
} from './quantity';
// Variations: the shape WooCommerce prints, matching, option availability, complete selection.
export {
  type ChosenAttributes,
  isVariationAvailable,
  type Variation,
  type VariationImage,
} from './variation';
// The variable add-to-cart state machine: status, alerts, reset, variation quantity, server lookup.
export {
  createVariationFormState,
  VARIATION_ALERTS,
  VARIATION_INITIAL_CHECK_MS,
  type VariationAlertId,
  type VariationFormOptions,
  type VariationFormSnapshot,
  type VariationFormState,
  type VariationFormStatus,
  type VariationLookup,
  type VariationQuantity,
  variationQuantity,
} from './variation-form-state';
export {
  attributeValues,
  availableOptions,
  findMatchingVariation,
  findMatchingVariations,
  isSelectionComplete,
  type OptionAvailability,
  variationMatches,
} from './variation-match';
// Partial-choice options from firsat's own endpoint (firsat_variation_options).
export { parseRemoteOptions, type RemoteOptions, restrictOptions } from './variation-remote-options';
