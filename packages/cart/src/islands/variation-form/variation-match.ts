/**
 * Variation matching (SPEC §5): which variations fit the chosen attributes, which values of an
 * attribute can still be chosen, and whether every attribute is chosen.
 */
import type { ChosenAttributes, Variation } from '../../shared/variation';
import { isVariationAvailable } from '../../shared/variation';

/**
 * Whether a variation fits the choices: every attribute the variation specifies must equal the
 * chosen value. An empty value on either side matches: the variation's means "any value", the
 * choice's means "not chosen yet" (so a partial selection keeps every variation it can still reach).
 * Values compare exactly, case included, as the classic form does.
 */
export function variationMatches(
  variation: Pick<Variation, 'attributes'>,
  chosen: ChosenAttributes,
): boolean {
  for (const [name, value] of Object.entries(variation.attributes)) {
    const choice = chosen[name];
    if (!value || !choice) continue;
    if (value !== choice) return false;
  }
  return true;
}

/** Every variation that fits the choices ({@link variationMatches}), in the server's order. */
export function findMatchingVariations<V extends Pick<Variation, 'attributes'>>(
  variations: readonly V[],
  chosen: ChosenAttributes,
): V[] {
  return variations.filter((variation) => variationMatches(variation, chosen));
}

/**
 * The variation for a selection: the first that fits, or `undefined`. Call it once every attribute
 * is chosen ({@link isSelectionComplete}); with a partial selection it returns the first variation
 * that could still be reached.
 */
export function findMatchingVariation<V extends Pick<Variation, 'attributes'>>(
  variations: readonly V[],
  chosen: ChosenAttributes,
): V | undefined {
  return variations.find((variation) => variationMatches(variation, chosen));
}

/** Whether every attribute has a value; a form without attributes is never complete. */
export function isSelectionComplete(attributeNames: readonly string[], chosen: ChosenAttributes): boolean {
  return attributeNames.length > 0 && attributeNames.every((name) => Boolean(chosen[name]));
}

/** One value of an attribute, as its option (or swatch) should be shown. */
export interface OptionAvailability {
  value: string;
  /** Some variation fitting the other choices has this value (or "any"). Unreachable options are left out by the classic form. */
  reachable: boolean;
  /** Some such variation is active (`variation_is_active`). */
  active: boolean;
  /** The option (or swatch) is disabled: not reachable, or no reaching variation is active. */
  disabled: boolean;
  /**
   * Reachable, but no reaching variation can be bought (out of stock, not purchasable or not
   * visible): choosing it leads to the "unavailable" state.
   */
  unavailable: boolean;
}

/**
 * The values of one attribute and whether each can still be chosen, given the other choices (the
 * attribute's own choice is ignored: its options are shaped by the others only).
 *
 * @param options the values the attribute's select offers, in its order; by default every value
 *   the variations name, in their order. A variation with "any" for this attribute reaches all of
 *   `options`.
 */
export function availableOptions(
  variations: readonly Variation[],
  chosen: ChosenAttributes,
  attributeName: string,
  options?: readonly string[],
): OptionAvailability[] {
  const values = options ?? attributeValues(variations, attributeName);
  const others = { ...chosen, [attributeName]: '' };
  const reaching = findMatchingVariations(variations, others);
  return values.map((value) => {
    const fits = reaching.filter((variation) => {
      const own = variation.attributes[attributeName];
      return !own || own === value;
    });
    const reachable = fits.length > 0;
    const active = fits.some((variation) => variation.variation_is_active);
    return {
      value,
      reachable,
      active,
      disabled: !reachable || !active,
      unavailable: reachable && !fits.some(isVariationAvailable),
    };
  });
}

/** Every non-empty value the variations give an attribute, once each, in their order. */
export function attributeValues(variations: readonly Variation[], attributeName: string): string[] {
  const seen = new Set<string>();
  for (const variation of variations) {
    const value = variation.attributes[attributeName];
    if (value) seen.add(value);
  }
  return [...seen];
}
