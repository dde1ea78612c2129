import { defineProps, prop } from '@firsat/core/island';
import { gridAttributeProps } from '../../shared/listing';

const { blockId, blockName, postId, selfPostId } = gridAttributeProps;

/** The filter bar's data-* (post-blocks.md §2). */
export const postFilterBarProps = defineProps('post-filter-bar', {
  taxtype: prop.string('data-taxtype', {
    fallback: 'category',
    pattern: /^[a-z0-9_-]+$/,
    patternText: 'must be a taxonomy name',
    doc: 'The taxonomy its links’ `data-taxonomy` values name (`category`, `post_tag`, a custom one).',
  }),
  blockId,
  blockName,
  postId,
  selfPostId,
});

export type PostFilterBarProps = ReturnType<typeof postFilterBarProps.parse>;
