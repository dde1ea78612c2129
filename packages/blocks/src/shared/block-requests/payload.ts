import * as v from 'valibot';
import type { BlockAttributes } from './block-props';
import { blockPlace } from './place';

const id = v.pipe(v.string(), v.nonEmpty('is empty'));
const page = v.pipe(v.number(), v.integer(), v.minValue(1));
const filterAttributes = v.union([v.record(v.string(), v.unknown()), v.array(v.unknown())]);

/** `wopb_load_more` (SPEC §7): the fields the plugin's script posts, in its order. */
export const loadMorePayload = v.object({
  action: v.literal('wopb_load_more'),
  paged: page,
  blockId: id,
  postId: v.string(),
  blockName: v.string(),
  filterAttributes,
  builder: v.string(),
  widgetBlockId: v.string(),
});

/** `wopb_pagination` (SPEC §7). */
export const paginationPayload = v.object({
  action: v.literal('wopb_pagination'),
  paged: page,
  blockId: id,
  postId: v.string(),
  blockName: v.string(),
  builder: v.string(),
  filterAttributes,
  widgetBlockId: v.string(),
});

/** `wopb_filter` (SPEC §7): `taxonomy` is the tab's value ('' = all, a slug, `custom_action#<key>`). */
export const filterPayload = v.object({
  action: v.literal('wopb_filter'),
  taxtype: v.picklist(['product_cat', 'product_tag']),
  taxonomy: v.string(),
  blockId: id,
  postId: v.string(),
  blockName: v.string(),
  currentUrl: v.string(),
  widgetBlockId: v.string(),
});

/**
 * `wopb_show_more_filter_item`: product-blocks 4.4.23 posts `query` (the taxonomy section's
 * `data-query`), `attributes` (its `data-attributes`), `taxonomy` and `current_page` (the page
 * wanted); SPEC §7 names the older script's fields (`target_block_attr`, `term_limit`,
 * `item_page`, `hiddenTermCount`), sent beside them so either server version answers.
 */
export const showMoreFilterPayload = v.object({
  action: v.literal('wopb_show_more_filter_item'),
  query: v.record(v.string(), v.unknown()),
  attributes: v.record(v.string(), v.unknown()),
  taxonomy: v.pipe(v.string(), v.nonEmpty('is empty')),
  current_page: page,
  target_block_attr: v.record(v.string(), v.unknown()),
  term_limit: page,
  item_page: page,
  hiddenTermCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export type LoadMorePayload = v.InferOutput<typeof loadMorePayload>;
export type PaginationPayload = v.InferOutput<typeof paginationPayload>;
export type FilterPayload = v.InferOutput<typeof filterPayload>;
export type ShowMoreFilterPayload = v.InferOutput<typeof showMoreFilterPayload>;
export type BlockPayload = LoadMorePayload | PaginationPayload | FilterPayload | ShowMoreFilterPayload;

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
