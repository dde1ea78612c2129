import { defineWcAjax } from '../define';
import { listingItemsReply } from '../shared';

/**
 * `/?wc-ajax=wopb_pagination` (`wopb_core.ajax_pagination`): action, paged, blockId, postId,
 * blockName, builder, filterAttributes, widgetBlockId, wpnonce (the fresh one of
 * `wopb_get_nonce` when the page's went stale). Answers page `paged`'s items, which replace the
 * contents of `.wopb-block-items-wrap`.
 */
export default defineWcAjax({ name: 'wopb_pagination', handle: listingItemsReply });
