import { fieldText, wpDie } from '../../http';
import { listingMainContent } from '../../render';
import { defineWcAjax } from '../define';
import { listingRequest } from '../shared';

/**
 * `/?wc-ajax=wopb_filter` (`wopb_core.ajax_filter`): action, taxtype, taxonomy, blockId, postId,
 * blockName, currentUrl, widgetBlockId, wpnonce. `taxonomy` is the tab's value: a term slug of
 * `taxtype`, '' for all, or `custom_action#<key>`. Answers the inside of
 * `.wopb-wrapper-main-content` on page 1 of that tab: the items, then the load-more button or the
 * numbered pagination, whose links and filter attributes carry the tab.
 */
export default defineWcAjax({
  name: 'wopb_filter',
  handle: (ctx, req) => {
    const { block, reply } = listingRequest(ctx, req);
    if (reply) return reply;
    const tab = fieldText(req.fields, 'taxonomy') ?? '';
    const current = new URL(fieldText(req.fields, 'currentUrl') || '/', ctx.origin);
    const pageUrl = (changes: Record<string, string | null>): string => {
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) current.searchParams.delete(name);
        else current.searchParams.set(name, value);
      }
      return `${current.pathname}${current.search}`;
    };
    return wpDie(String(listingMainContent(ctx, block, { page: 1, tab }, pageUrl)));
  },
});
