import { defineWcAjax } from '../define';
import { listingFilterReply } from '../shared';

/**
 * `/?wc-ajax=wopb_filter` (`wopb_core.ajax_filter`): action, taxtype, taxonomy, blockId, postId,
 * blockName, currentUrl, widgetBlockId, wpnonce. `taxonomy` is the tab's value: a term slug of
 * `taxtype`, '' for all, or `custom_action#<key>`. Answers the inside of
 * `.wopb-wrapper-main-content` on page 1 of that tab (see listingFilterReply).
 */
export default defineWcAjax({ name: 'wopb_filter', handle: listingFilterReply });
