import { defineProps, prop } from '@firsat/core/island';
import { blockAttributeProps } from '../../shared/block-requests';

/** The load-more button's data-* (product-blocks.md §1 "Load more"). */
export const productLoadMoreProps = defineProps('product-load-more', {
  pages: prop.number('data-pages', {
    required: true,
    integer: true,
    min: 1,
    doc: 'The number of pages; the button is disabled once `data-pagenum` reaches it.',
  }),
  pagenum: prop.number('data-pagenum', {
    fallback: 1,
    integer: true,
    min: 1,
    doc: 'The pages shown so far (the plugin prints 1; the demo prints N when the address loaded N).',
  }),
  ...blockAttributeProps,
});

export type ProductLoadMoreProps = ReturnType<typeof productLoadMoreProps.parse>;
