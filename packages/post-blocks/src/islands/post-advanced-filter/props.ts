import { defineProps, prop } from '@firsat/core/island';
import * as v from 'valibot';

const gridsSchema = v.array(
  v.object({
    blockId: v.pipe(v.string(), v.regex(/^[\w-]+$/, 'must be a block id')),
    name: v.optional(v.string(), ''),
  }),
);

/** The advanced filter's data-* (post-blocks.md §3 "Container"). */
export const postAdvancedFilterProps = defineProps('post-advanced-filter', {
  grids: prop.json('data-grids', gridsSchema, {
    required: true,
    type: '[{ blockId, name }]',
    doc: 'The grids the filter narrows: one `ultp_adv_filter` call each, its reply into that grid.',
  }),
  pagi: prop.json('data-pagi', v.array(v.string()), {
    fallback: [],
    type: 'string[]',
    doc: 'The classes of the detached pagination blocks whose control each reply replaces.',
  }),
  postId: prop.string('data-postid', {
    fallback: '',
    pattern: /^\d*$/,
    patternText: 'must be a post id (a whole number)',
    doc: 'The post holding the filter (`postId`); a dropdown’s `data-current-postid` wins.',
  }),
});

export type PostAdvancedFilterProps = ReturnType<typeof postAdvancedFilterProps.parse>;
