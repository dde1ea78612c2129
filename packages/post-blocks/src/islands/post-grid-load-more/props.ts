import { defineProps, prop } from '@firsat/core/island';
import { gridAttributeProps, pagesProp } from '../../shared/listing';

/** The load-more button's (and the infinite-scroll wrapper's) data-* (post-blocks.md §1). */
export const postGridLoadMoreProps = defineProps('post-grid-load-more', {
  pages: { ...pagesProp, doc: 'The number of pages; nothing more is asked once `data-pagenum` reaches it.' },
  pagenum: prop.number('data-pagenum', {
    fallback: 1,
    integer: true,
    min: 1,
    doc: 'The pages shown so far (the plugin prints 1; the demo store N when the address loaded N).',
  }),
  ...gridAttributeProps,
});

export type PostGridLoadMoreProps = ReturnType<typeof postGridLoadMoreProps.parse>;
