import { defineAdminAjax } from '../define';
import { listingItemsReply } from '../shared';

/**
 * admin-ajax `wopb_load_more` for guests (the plugin also registers `wp_ajax_nopriv_wopb_load_more` beside its
 * shop-ajax action): the same fields and answer as `/?wc-ajax=wopb_load_more`. A signed-in visitor gets
 * WordPress's `0` here, as in the plugin; the page's `wopb_core` points at the shop-ajax URL.
 */
export default defineAdminAjax({ action: 'wopb_load_more', access: 'guests', handle: listingItemsReply });
