import { wpDie } from '../../http';
import { defineAdminAjax } from '../define';

/**
 * `admin-ajax.php?action=rest-nonce` (GET or POST): a fresh wp_rest nonce as plain text, which
 * the REST client fetches after a rest_cookie_invalid_nonce answer. WordPress registers it for
 * signed-in users only; the demo answers guests too because its guest nonces are bound to the
 * session cookie (as WooCommerce binds them), so a guest's REST nonce can expire as well.
 */
export default defineAdminAjax({
  action: 'rest-nonce',
  handle: (ctx) => wpDie(ctx.nonce('wp_rest')),
});
