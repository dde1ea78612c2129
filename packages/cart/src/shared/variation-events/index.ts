// The variation form's event contract (found/show/hide/reset), for the gallery and other followers.
export {
  announceChanged,
  announceCheck,
  announceFoundVariation,
  announceHideVariation,
  announceResetData,
  announceShowVariation,
  onVariationEvents,
  productVariationForm,
} from './variation-events';
