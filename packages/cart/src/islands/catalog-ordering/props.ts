import { defineProps } from '@firsat/core/island';

/** The sort form needs nothing from attributes: its `select.orderby` and fields are the server's. */
export const catalogOrderingProps = defineProps('catalog-ordering', {});

export type CatalogOrderingProps = ReturnType<typeof catalogOrderingProps.parse>;
