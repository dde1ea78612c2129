import { prop } from '@firsat/core/island';
import * as v from 'valibot';

/**
 * `data-postid`: the post's id, a whole number (the plugin prints `get_the_ID()`; empty is 0 as
 * PHP reads it). Anything else fails the island before it sends it.
 */
const postIdSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d*$/, 'must be a post id (a whole number)'),
  v.transform(Number),
);

/**
 * The data-* every listing control of a post grid carries (next/previous, load more, numbered
 * pagination, the filter bar, the infinite-scroll wrapper: post-blocks.md §0, §1). Each island
 * spreads them into its defineProps. The advanced filter's `data-filter-*` travel as printed
 * (read by `filterFields`).
 */
export const gridAttributeProps = {
  blockId: prop.string('data-blockid', {
    required: true,
    doc: 'The block’s id (`blockId`): the server finds the block by it in the post’s content.',
  }),
  blockName: prop.string('data-blockname', {
    fallback: '',
    doc: '`ultimate-post_<slug>`, e.g. `ultimate-post_post-grid-1`.',
  }),
  postId: prop.custom('data-postid', postIdSchema, {
    type: 'integer',
    fallback: 0,
    fromCode: Number,
    doc: 'The post holding the block; a surrounding `.ultp-builder-content`’s wins, a `.ultp-shortcode`’s when `data-selfpostid="no"`.',
  }),
  selfPostId: prop.oneOf('data-selfpostid', ['no', 'yes', ''], {
    fallback: '',
    doc: '`no`: inside a shortcode, the shortcode’s `data-postid` is sent instead of the block’s.',
  }),
  expost: prop.string('data-expost', {
    fallback: '',
    doc: 'The current post’s id, excluded from the results (`exclude`).',
  }),
  builder: prop.string('data-builder', {
    fallback: '',
    doc: 'On archives and search only: `taxonomy###<tax>###<slug>`, `author###<id>`, `date###Y[-n[-j]]` or `search###<q>`.',
  }),
};

/** What gridAttributeProps parse to. */
export interface GridAttributes {
  blockId: string;
  blockName: string;
  postId: number;
  selfPostId: string;
  expost: string;
  builder: string;
}

/** The page props of the paged controls: `data-pages` and where they start. */
export const pagesProp = prop.number('data-pages', {
  required: true,
  integer: true,
  min: 1,
  doc: 'The number of pages.',
});
