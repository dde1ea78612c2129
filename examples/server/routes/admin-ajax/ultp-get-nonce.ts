import { wpSendJsonSuccess } from '../../http';
import { defineAdminAjax } from '../define';

/**
 * admin-ajax `ultp_get_nonce` (guests and users): a fresh `ultp-nonce` for pages a cache served,
 * `{"success":true,"data":{"nonce":"…"}}`, with WordPress's no-cache headers. The filter tabs,
 * numbered pagination and infinite scroll ask for it first and keep it in
 * `sessionStorage.ultp_nonce`.
 */
export default defineAdminAjax({
  action: 'ultp_get_nonce',
  handle: (ctx) => wpSendJsonSuccess({ nonce: ctx.nonce('ultp-nonce') }),
});
