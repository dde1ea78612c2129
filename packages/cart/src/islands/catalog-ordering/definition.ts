import { defineIsland } from '@firsat/core';
import type { CatalogOrderingProps } from './props';

/**
 * The shop archive's sort form (`woocommerce_catalog_ordering`). A behaviour (no React): it
 * submits the form when the order changes. `idle`: the form has no submit button, so the select
 * does nothing without it and must be bound before a shopper reaches it — but not before the
 * first paint, which it does not change.
 */
export const catalogOrderingIsland = defineIsland<CatalogOrderingProps>({
  name: 'catalog-ordering',
  selector: 'form.woocommerce-ordering',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});
