/**
 * The variation form's server calls: WooCommerce's `get_variation` (SPEC §7) for a complete choice,
 * and firsat's own `firsat_variation_options` for a partial one. Both are shop-ajax POSTs; bodies
 * are read as text because WooCommerce answers `false`, an empty body or `-1` as well as JSON.
 */
import { shopAjax } from '@firsat/core/http';
import type { Variation } from '../../shared/variation';
import type { OptionsLookup, VariationLookup } from './model';
import { parseRemoteOptions } from './remote-options';

/** firsat's partial-choice endpoint (see the package README). */
export const VARIATION_OPTIONS_ENDPOINT = 'firsat_variation_options';

/** The body as JSON when it is JSON, else the text (`-1`, an empty body, an HTML page). */
function parseLoose(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isVariation(value: unknown): value is Variation {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { variation_id?: unknown }).variation_id === 'number' &&
    typeof (value as { attributes?: unknown }).attributes === 'object'
  );
}

/**
 * `get_variation` for one product: product_id, the chosen `attribute_*` fields and custom_data.
 * Resolves the variation, or `null` for no match (`false`, an empty body, anything not a variation).
 */
export function getVariationLookup(productId: number, customData: string): VariationLookup {
  return async (chosen, signal) => {
    const body = await shopAjax<string>(
      'get_variation',
      { ...chosen, product_id: String(productId), custom_data: customData },
      { signal, responseType: 'text' },
    );
    const answer = parseLoose(body);
    return isVariation(answer) ? answer : null;
  };
}

/** `firsat_variation_options` for one product: which values each attribute still reaches. */
export function variationOptionsLookup(productId: number): OptionsLookup {
  return async (chosen, signal) => {
    const body = await shopAjax<string>(
      VARIATION_OPTIONS_ENDPOINT,
      { ...chosen, product_id: String(productId) },
      { signal, responseType: 'text' },
    );
    return parseRemoteOptions(parseLoose(body));
  };
}
