import type { RequestContext } from '../../context';
import { fieldText, wpDie } from '../../http';
import {
  findListingBlock,
  type ListingBlock,
  listingItems,
  listingMainContent,
  listingParams,
  tabFromFilterAttributes,
} from '../../render';
import type { AjaxRequest } from '../define';

/**
 * What the listing endpoints (`wopb_load_more`, `wopb_pagination`, `wopb_filter`) share: the
 * `wpnonce` check (action `wopb-nonce`) and the block the call names by `blockId` on the post
 * `postId`, re-read from that post's content as the plugin does. The plugin's callbacks simply
 * return on a missing, wrong or expired nonce, and on a block the post does not hold, so
 * WooCommerce's ajax ends with an empty body (200): that is what a stale cached page gets.
 */
export function listingRequest(
  ctx: RequestContext,
  req: AjaxRequest,
): { block: ListingBlock; reply?: undefined } | { reply: Response; block?: undefined } {
  if (ctx.verifyNonce('wopb-nonce', fieldText(req.fields, 'wpnonce')) === 0) return { reply: wpDie('') };
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

/**
 * The reply of `wopb_filter`: the inside of `.wopb-wrapper-main-content` on page 1 of the tab
 * `taxonomy` ('' all, a term slug of `taxtype`, `custom_action#<key>`): the items, then the
 * load-more button or the numbered pagination, whose links and filter attributes carry the tab.
 */
export function listingFilterReply(ctx: RequestContext, req: AjaxRequest): Response {
  const { block, reply } = listingRequest(ctx, req);
  if (reply) return reply;
  const tab = fieldText(req.fields, 'taxonomy') ?? '';
  const current = new URL(fieldText(req.fields, 'currentUrl') || '/', ctx.origin);
  // the reply's page links carry the tab, so they work without JavaScript too
  const names = listingParams(block.blockId);
  current.searchParams.delete(names.page);
  if (tab === '') current.searchParams.delete(names.tab);
  else current.searchParams.set(names.tab, tab);
  const pageUrl = (changes: Record<string, string | null>): string => {
    const link = new URL(current);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) link.searchParams.delete(name);
      else link.searchParams.set(name, value);
    }
    return `${link.pathname}${link.search}`;
  };
  return wpDie(String(listingMainContent(ctx, block, { page: 1, tab }, pageUrl)));
}
