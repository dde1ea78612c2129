import { defineWcAjax } from '../define';
import { listingItemsReply } from '../shared';

/**
 * `/?wc-ajax=wopb_load_more` (`wopb_core.ajax_load_more`): action, paged, blockId, postId,
 * blockName, filterAttributes, builder, widgetBlockId, wpnonce. Answers the HTML of page `paged`'s
 * items (`.wopb-block-item`…), which the script inserts before `.wopb-loadmore-insert-before`.
 */
export default defineWcAjax({ name: 'wopb_load_more', handle: listingItemsReply });
