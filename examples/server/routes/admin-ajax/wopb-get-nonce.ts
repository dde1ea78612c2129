import { wpSendJsonSuccess } from '../../http';
import { defineAdminAjax } from '../define';

/**
 * admin-ajax `wopb_get_nonce` (guests and users): a fresh `wopb-nonce` for pages served from a
 * page cache, `{"success":true,"data":{"nonce":"…"}}`, sent with WordPress's no-cache headers so
 * no cache keeps it. firsat keeps it in `sessionStorage.wopb_nonce`, as the plugin does.
 */
export default defineAdminAjax({
  action: 'wopb_get_nonce',
  handle: (ctx) => wpSendJsonSuccess({ nonce: ctx.nonce('wopb-nonce') }),
});
