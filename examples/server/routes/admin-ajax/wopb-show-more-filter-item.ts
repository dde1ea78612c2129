import { defineAdminAjax } from '../define';
import { showMoreFilterItemsReply } from '../shared';

/**
 * admin-ajax `wopb_show_more_filter_item` for guests (the plugin's `wp_ajax_nopriv_*` beside its
 * shop-ajax action): the same fields and answer as `/?wc-ajax=wopb_show_more_filter_item`.
 */
export default defineAdminAjax({
  action: 'wopb_show_more_filter_item',
  access: 'guests',
  handle: showMoreFilterItemsReply,
});
