import * as v from 'valibot';
import { filterFields, type PostGrid } from './grid';
import { blockPlace } from './plugin';
import type { GridAttributes } from './props';
import { uniqueFields } from './unique';

/** A block id: not empty. */
const blockIdField = v.pipe(v.string(), v.nonEmpty('is empty'));
/** A page: a whole number from 1. */
const pageField = v.pipe(v.number(), v.integer(), v.minValue(1));

/** The checked head of every paged call. */
const pagedHead = v.object({
  action: v.picklist(['ultp_next_prev', 'ultp_pagination']),
  paged: pageField,
  blockId: blockIdField,
});

/** A post listing call as sent (its fields in the plugin's order; `wpnonce` is added by the client). */
export type ListingPayload = { action: string } & Record<string, unknown>;

/**
 * `ultp_next_prev` (next/previous and load more) and `ultp_pagination` (numbered pages and
 * infinite scroll) for page `paged`, with the fields of SPEC §7 in its order: paged, blockId,
 * postId, exclude, blockName, builder, filterValue, filterType, widgetBlockId, ultpUniqueIds,
 * ultpCurrentUniquePosts, then the advanced filter's when it is active.
 */
export function pagedPayload(
  action: 'ultp_next_prev' | 'ultp_pagination',
  el: Element,
  props: GridAttributes,
  paged: number,
  grid: PostGrid,
): ListingPayload {
  v.parse(pagedHead, { action, paged, blockId: props.blockId });
  const place = blockPlace(el, props.postId, props.selfPostId);
  const filter = filterFields(el);
  return {
    action,
    paged,
    blockId: props.blockId,
    postId: place.postId,
    exclude: props.expost,
    blockName: props.blockName,
    builder: props.builder,
    filterValue: filter.filterValue,
    filterType: filter.filterType,
    widgetBlockId: place.widgetBlockId,
    ...uniqueFields(grid.wrapper),
    ...filter.adv,
  };
}

/**
 * `ultp_filter` (SPEC §7): taxtype, taxonomy ('' for all), blockId, postId, blockName,
 * widgetBlockId, ultpUniqueIds, ultpCurrentUniquePosts.
 */
export function filterPayload(
  el: Element,
  props: Pick<GridAttributes, 'blockId' | 'blockName' | 'postId' | 'selfPostId'> & { taxtype: string },
  taxonomy: string,
  grid: PostGrid,
): ListingPayload {
  v.parse(blockIdField, props.blockId);
  const place = blockPlace(el, props.postId, props.selfPostId);
  return {
    action: 'ultp_filter',
    taxtype: props.taxtype,
    taxonomy,
    blockId: props.blockId,
    postId: place.postId,
    blockName: props.blockName,
    widgetBlockId: place.widgetBlockId,
    ...uniqueFields(grid.wrapper),
  };
}
