import type { BehaviourContext } from '@firsat/core/island';
import type { CatalogOrderingProps } from './props';

/**
 * The shop's sort form (`form.woocommerce-ordering`): choosing another order in `select.orderby`
 * resubmits the form (SPEC §2), keeping its hidden fields (paged reset, filters). Changes nothing
 * in the markup.
 */
export function bindCatalogOrdering(
  host: HTMLElement,
  { signal }: BehaviourContext<CatalogOrderingProps>,
): void {
  if (!(host instanceof HTMLFormElement)) return;
  const onChange = (event: Event) => {
    if (!(event.target instanceof HTMLSelectElement) || !event.target.matches('select.orderby')) return;
    // requestSubmit runs the form's submit listeners as a person's submit would.
    if (typeof host.requestSubmit === 'function') host.requestSubmit();
    else host.submit();
  };
  host.addEventListener('change', onChange, { signal });
}
