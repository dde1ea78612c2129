// The variation form's event contract (found/show/hide/reset), for the gallery and other followers.

export type { Variation, VariationImage } from '../models/variation';
export {
  announceChanged,
  announceCheck,
  announceFoundVariation,
  announceHideVariation,
  announceResetData,
  announceShowVariation,
  onVariationEvents,
  productVariationForm,
  VARIATION_EVENTS,
  VARIATION_FORM_SELECTOR,
  type VariationEventHandlers,
} from './variation-events';
