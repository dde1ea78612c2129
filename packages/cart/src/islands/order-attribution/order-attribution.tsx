import type { IslandHostProps } from '@firsat/core/island';
import { useState } from 'react';
import type { OrderAttributionProps } from './props';
import { trackPageView } from './tracker';

/**
 * Records the visit with sourcebuster (once per page) and, inside a form's
 * `<wc-order-attribution-inputs>`, renders one hidden input per field
 * (`wc_order_attribution_source_type`, …) holding where the visitor came from.
 */
export function OrderAttribution({ target, config }: OrderAttributionProps & Partial<IslandHostProps>) {
  const [values] = useState(() => trackPageView(config));
  if (target === 'page') return null;
  return Object.keys(config.fields).map((field) => (
    <input key={field} type="hidden" name={`${config.prefix}${field}`} value={values[field] ?? ''} />
  ));
}
