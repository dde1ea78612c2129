import { defineAdminAjax } from '../define';
import { listingFilterReply } from '../shared';

/**
 * admin-ajax `wopb_filter` for guests (the plugin also registers `wp_ajax_nopriv_wopb_filter` beside its
 * shop-ajax action): the same fields and answer as `/?wc-ajax=wopb_filter`. A signed-in visitor gets
 * WordPress's `0` here, as in the plugin; the page's `wopb_core` points at the shop-ajax URL.
 */
export default defineAdminAjax({ action: 'wopb_filter', access: 'guests', handle: listingFilterReply });
