import * as v from 'valibot';
import { pageField } from './payload';

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
  current_page: pageField,
  target_block_attr: v.record(v.string(), v.unknown()),
  term_limit: pageField,
  item_page: pageField,
  hiddenTermCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export type ShowMoreFilterPayload = v.InferOutput<typeof showMoreFilterPayload>;
