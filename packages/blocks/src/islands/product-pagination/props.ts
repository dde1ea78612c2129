import { defineProps, prop } from '@firsat/core/island';
import { blockAttributeProps } from '../../shared/block-requests';

/** The numbered pagination's data-* (product-blocks.md §1 "Numbered pagination"). */
export const productPaginationProps = defineProps('product-pagination', {
  paged: prop.number('data-paged', {
    fallback: 1,
    integer: true,
    min: 1,
    doc: 'The page shown (the plugin prints 1; the demo store the address’s page).',
  }),
  pages: prop.number('data-pages', { required: true, integer: true, min: 1, doc: 'The number of pages.' }),
  ...blockAttributeProps,
});

export type ProductPaginationProps = ReturnType<typeof productPaginationProps.parse>;
