import { useEffect } from 'react';
import type { Variation } from '../../shared/variation';
import { onVariationEvents, productVariationForm } from '../../shared/variation-events';

/**
 * Follows the variation form of the gallery's own product: `found_variation` hands over the
 * variation (its picture swaps in), `reset_data` puts the product's pictures back.
 */
export function useVariationImage(
  host: HTMLElement,
  onFound: (variation: Variation) => void,
  onReset: () => void,
): void {
  useEffect(() => {
    const mine = (form: Element) => {
      const own = productVariationForm(host);
      // isSameNode rather than ===: under happy-dom an event's form can arrive as another wrapper.
      return own === null || own.isSameNode(form);
    };
    return onVariationEvents({
      found: (variation, form) => mine(form) && onFound(variation),
      reset: (form) => mine(form) && onReset(),
    });
  }, [host, onFound, onReset]);
}
