import { defineProps, prop } from '@firsat/core/island';
import { gridAttributeProps, pagesProp } from '../../shared/listing';

/** The next/previous control's data-* (post-blocks.md §1 "Next/previous"). */
export const postGridNextPrevProps = defineProps('post-grid-next-prev', {
  pages: { ...pagesProp, doc: 'The number of pages; next is disabled on the last.' },
  pagenum: prop.number('data-pagenum', {
    fallback: 1,
    integer: true,
    min: 1,
    doc: 'The page shown (the plugin prints 1; the demo store the address’s page).',
  }),
  ...gridAttributeProps,
});

export type PostGridNextPrevProps = ReturnType<typeof postGridNextPrevProps.parse>;
