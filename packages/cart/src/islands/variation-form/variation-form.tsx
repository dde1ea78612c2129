import type { IslandHostProps } from '@firsat/core/island';
import { useEffect } from 'react';
import { bindVariationForm } from './bind-variation-form';
import { getVariationLookup, variationOptionsLookup } from './client';
import type { VariationFormProps } from './props';

/**
 * The variation form island (mode 'enhance'): the server's form, selects and swatches stay; the
 * binding drives them. Renders nothing of its own.
 */
export function VariationForm({
  host,
  productId,
  variations,
  customData,
}: VariationFormProps & IslandHostProps) {
  useEffect(
    () =>
      bindVariationForm({
        form: host,
        variations,
        lookup: getVariationLookup(productId, customData),
        optionsLookup: variations === false ? variationOptionsLookup(productId) : undefined,
      }),
    [host, productId, variations, customData],
  );
  return null;
}
