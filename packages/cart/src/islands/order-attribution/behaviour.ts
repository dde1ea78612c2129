import type { BehaviourContext } from '@firsat/core/island';
import type { OrderAttributionProps } from './props';
import { trackPageView } from './tracker';

/**
 * Records the visit with sourcebuster (once per page) and, inside a form's
 * `<wc-order-attribution-inputs>` (printed empty for the script to fill, as WooCommerce's own
 * custom element does), adds one hidden input per field (`wc_order_attribution_source_type`, …)
 * holding where the visitor came from. Form data, not UI: nothing shows. Unbound, the inputs go.
 */
export function bindOrderAttribution(
  host: HTMLElement,
  { props, onCleanup }: BehaviourContext<OrderAttributionProps>,
): void {
  const { target, config } = props;
  const values = trackPageView(config);
  if (target === 'page') return;
  const inputs = Object.keys(config.fields).map((field) => {
    const input = document.createElement('input');
    input.setAttribute('type', 'hidden');
    input.setAttribute('name', `${config.prefix}${field}`);
    input.setAttribute('value', values[field] ?? '');
    return input;
  });
  host.append(...inputs);
  onCleanup(() => {
    for (const input of inputs) input.remove();
  });
}
