import type { RequestContext } from '../../context';
import { fieldText, wpDie } from '../../http';
import { findListingBlock, type ListingBlock, listingItems, tabFromFilterAttributes } from '../../render';
import type { AjaxRequest } from '../define';
import { checkAjaxReferer } from './check-ajax-referer';

/**
 * What the listing endpoints (`wopb_load_more`, `wopb_pagination`, `wopb_filter`) share: the
 * `wpnonce` check (action `wopb-nonce`; missing, wrong or expired → `-1`, 403) and the block the
 * call names by `blockId` on the post `postId`, re-read from that post's content as the plugin
 * does. A block the post does not hold answers an empty body (the plugin renders nothing).
 */
export function listingRequest(
  ctx: RequestContext,
  req: AjaxRequest,
): { block: ListingBlock; reply?: undefined } | { reply: Response; block?: undefined } {
  const denied = checkAjaxReferer(ctx, 'wopb-nonce', fieldText(req.fields, 'wpnonce'));
  if (denied) return { reply: denied };
  const postId = Number(fieldText(req.fields, 'postId') ?? '');
  const block = findListingBlock(postId, fieldText(req.fields, 'blockId') ?? '');
  return block ? { block } : { reply: wpDie('') };
}

/** `paged` as a whole page number ≥ 1 (anything else is page 1, as absint() then max(1)). */
function pagedField(req: AjaxRequest): number {
  const paged = Number.parseInt(fieldText(req.fields, 'paged') ?? '', 10);
  return Number.isInteger(paged) && paged > 0 ? paged : 1;
}

/**
 * The reply of `wopb_load_more` and `wopb_pagination`: page `paged`'s items as HTML, on the tab
 * chosen before (it comes back in `filterAttributes`); a page past the last answers the last.
 */
export function listingItemsReply(ctx: RequestContext, req: AjaxRequest): Response {
  const { block, reply } = listingRequest(ctx, req);
  if (reply) return reply;
  const tab = tabFromFilterAttributes(block, req.fields.filterAttributes);
  return wpDie(String(listingItems(ctx, block, { page: pagedField(req), tab })));
}
