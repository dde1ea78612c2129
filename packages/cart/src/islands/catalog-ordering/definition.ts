import { defineIsland } from '@firsat/core';
import type { CatalogOrderingProps } from './props';

/** The shop archive's sort form (`woocommerce_catalog_ordering`). */
export const catalogOrderingIsland = defineIsland<CatalogOrderingProps>({
  name: 'catalog-ordering',
  selector: 'form.woocommerce-ordering',
  when: 'idle',
  load: () => import('./island'),
});
