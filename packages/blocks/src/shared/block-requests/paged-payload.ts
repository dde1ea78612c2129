import * as v from 'valibot';
import type { BlockAttributes } from './block-props';
import { blockIdField, pageField } from './payload';
import { blockPlace } from './place';

const filterAttributes = v.union([v.record(v.string(), v.unknown()), v.array(v.unknown())]);

/** `wopb_load_more` (SPEC §7): the fields the plugin's script posts, in its order. */
export const loadMorePayload = v.object({
  action: v.literal('wopb_load_more'),
  paged: pageField,
  blockId: blockIdField,
  postId: v.string(),
  blockName: v.string(),
  filterAttributes,
  builder: v.string(),
  widgetBlockId: v.string(),
});

/** `wopb_pagination` (SPEC §7). */
export const paginationPayload = v.object({
  action: v.literal('wopb_pagination'),
  paged: pageField,
  blockId: blockIdField,
  postId: v.string(),
  blockName: v.string(),
  builder: v.string(),
  filterAttributes,
  widgetBlockId: v.string(),
});

export type LoadMorePayload = v.InferOutput<typeof loadMorePayload>;
export type PaginationPayload = v.InferOutput<typeof paginationPayload>;

/** The common fields of load more and pagination for page `paged`, validated. */
export function pagedPayload(
  action: 'wopb_load_more' | 'wopb_pagination',
  el: Element,
  props: BlockAttributes,
  paged: number,
): LoadMorePayload | PaginationPayload {
  const fields = {
    action,
    paged,
    blockId: props.blockId,
    blockName: props.blockName,
    builder: props.builder,
    filterAttributes: props.filterAttributes,
    ...blockPlace(el, props.postId),
  };
  return action === 'wopb_load_more' ? v.parse(loadMorePayload, fields) : v.parse(paginationPayload, fields);
}
