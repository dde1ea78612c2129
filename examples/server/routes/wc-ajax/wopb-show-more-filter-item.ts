import { defineWcAjax } from '../define';
import { showMoreFilterItemsReply } from '../shared';

/**
 * `/?wc-ajax=wopb_show_more_filter_item` (`wopb_core.ajax_show_more_filter_item`): action, query,
 * attributes, taxonomy, current_page (product-blocks 4.4.23) or SPEC §7's attributes,
 * target_block_attr, taxonomy, term_limit, item_page, hiddenTermCount; wpnonce. Answers the next
 * page of the taxonomy's terms as HTML (see showMoreFilterItemsReply).
 */
export default defineWcAjax({ name: 'wopb_show_more_filter_item', handle: showMoreFilterItemsReply });
