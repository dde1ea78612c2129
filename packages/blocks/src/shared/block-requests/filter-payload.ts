import * as v from 'valibot';
import { blockIdField } from './payload';

/** `wopb_filter` (SPEC §7): `taxonomy` is the tab's value ('' = all, a slug, `custom_action#<key>`). */
export const filterPayload = v.object({
  action: v.literal('wopb_filter'),
  taxtype: v.picklist(['product_cat', 'product_tag']),
  taxonomy: v.string(),
  blockId: blockIdField,
  postId: v.string(),
  blockName: v.string(),
  currentUrl: v.string(),
  widgetBlockId: v.string(),
});

export type FilterPayload = v.InferOutput<typeof filterPayload>;
