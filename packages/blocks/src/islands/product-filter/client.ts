import { HttpError } from '@firsat/core/http';
import * as v from 'valibot';
import { postBlockRequest, postBlockRest, showMoreFilterPayload } from '../../shared/block-requests';
import type { FilterPayload } from './model';

/** The reply (product-blocks.md §2): `{blockList: [{blockId, content}]}`, checked with valibot. */
const filterReply = v.object({
  blockList: v.array(
    v.object({
      blockId: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
      content: v.string(),
    }),
  ),
});

export type FilterReply = v.InferOutput<typeof filterReply>;

/**
 * POST `/wopb/product-filter` (`post_id, block_name, product_filters, current_url, wpnonce`)
 * through the blocks' REST call: `X-WP-Nonce`, one fresh `wpnonce` and retry when refused. A
 * reply of another shape is an `invalid_json` HttpError (SPEC §8's failure path).
 */
export async function fetchFilteredBlocks(payload: FilterPayload, signal: AbortSignal): Promise<FilterReply> {
  const reply = await postBlockRest('wopb/product-filter', { ...payload }, signal);
  const parsed = v.safeParse(filterReply, reply);
  // another shape is the REST client's invalid_json (SPEC §8), with the status it came with
  if (!parsed.success) throw HttpError.of('invalid_json', { status: 200, data: reply });
  return parsed.output;
}

/** What a taxonomy section's show-more call needs from the printed `.wopb-filter-slug`. */
export interface ShowMoreRequest {
  query: Record<string, unknown>;
  attributes: Record<string, unknown>;
  taxonomy: string;
  page: number;
  limit: number;
  hiddenTermCount: number;
}

/**
 * `wopb_show_more_filter_item` (`wopb_core.ajax_show_more_filter_item`): the next page of a
 * taxonomy's terms as HTML (`div.wopb-filter-item.wopb-filter-extended-item`…), with the fresh
 * nonce retry of the listing calls.
 */
export function fetchMoreTerms(request: ShowMoreRequest, signal: AbortSignal): Promise<string> {
  return postBlockRequest(
    v.parse(showMoreFilterPayload, {
      action: 'wopb_show_more_filter_item',
      query: request.query,
      attributes: request.attributes,
      taxonomy: request.taxonomy,
      current_page: request.page,
      target_block_attr: request.query,
      term_limit: request.limit,
      item_page: request.page,
      hiddenTermCount: request.hiddenTermCount,
    }),
    signal,
  );
}
