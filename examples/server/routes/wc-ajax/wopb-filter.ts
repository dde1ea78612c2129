import { fieldText, wpDie } from '../../http';
import { listingMainContent, listingParams } from '../../render';
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
  },
});
