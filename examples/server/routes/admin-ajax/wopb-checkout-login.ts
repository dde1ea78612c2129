import { authenticate, setSessionUser } from '../../auth';
import { fieldText, wpSendJson, wpSendJsonSuccess } from '../../http';
import { checkoutLoginMessages } from '../../render';
import { defineAdminAjax } from '../define';
import { checkAjaxReferer } from '../shared';

const escapeText = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * admin-ajax `wopb_checkout_login` (product-blocks' checkout login): username, password,
 * rememberme, wpnonce (`wopb_core.security`, action `wopb-nonce`). Success signs the visitor in
 * (the session now belongs to the user, so every nonce changes) and answers
 * `{"success":true,"data":{"success":true}}`; the script reloads the page. Refusals answer 422
 * with a map of field name → message: `username` and `password` for the matching input,
 * `default` for the general error area. A bad or expired nonce answers `-1` with 403 (the plugin
 * just returns, which admin-ajax ends as `0`; the demo makes the refusal visible).
 */
export default defineAdminAjax({
  action: 'wopb_checkout_login',
  handle: (ctx, req) => {
    const denied = checkAjaxReferer(ctx, 'wopb-nonce', fieldText(req.fields, 'wpnonce'));
    if (denied) return denied;
    const login = (fieldText(req.body, 'username') ?? '').trim();
    const password = fieldText(req.body, 'password') ?? '';
    const errors: Record<string, string> = {};
    if (login === '') errors.username = checkoutLoginMessages.usernameRequired;
    if (password === '') errors.password = checkoutLoginMessages.passwordRequired;
    if (Object.keys(errors).length > 0) return wpSendJson(errors, 422);
    if (ctx.user) return wpSendJson({ default: checkoutLoginMessages.alreadyLoggedIn }, 422);
    const user = authenticate(ctx.db, login, password);
    if (!user) {
      const known = ctx.db
        .prepare('SELECT 1 FROM users WHERE login = ? COLLATE NOCASE OR email = ? COLLATE NOCASE')
        .get(login, login);
      return known
        ? wpSendJson({ password: checkoutLoginMessages.wrongPassword(escapeText(login)) }, 422)
        : wpSendJson({ username: checkoutLoginMessages.unknownUser(escapeText(login)) }, 422);
    }
    setSessionUser(ctx.db, ctx.session, user.id);
    return wpSendJsonSuccess({ success: true });
  },
});
