import { defineProps, prop } from '@firsat/core/island';
import { gridAttributeProps, pagesProp } from '../../shared/listing';

/** The numbered pagination's data-* (post-blocks.md §1 "Numbered pagination"). */
export const postGridPaginationProps = defineProps('post-grid-pagination', {
  paged: prop.number('data-paged', {
    fallback: 1,
    integer: true,
    min: 1,
    doc: 'The page shown (the plugin prints 1; the demo store the address’s page).',
  }),
  pages: pagesProp,
  ...gridAttributeProps,
});

export type PostGridPaginationProps = ReturnType<typeof postGridPaginationProps.parse>;
