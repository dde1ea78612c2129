import { fieldText, wpSendJsonError, wpSendJsonSuccess } from '../../http';
import { saveVisitorCurrency } from '../../shop';
import { defineAdminAjax } from '../define';
import { checkAjaxReferer } from '../shared';

/**
 * admin-ajax `wopb_current_currency_save` (the pro currency switcher, product-blocks.md §12):
 * `data` (the currency code) and `wpnonce` (the `wopb-nonce` of `wopb_currency_switcher.security`).
 * Keeps the code as this visitor's currency — by session, not in the site-wide `wopb_options`
 * option where pro 2.1.1 writes it (one visitor's choice changed every visitor's prices) — and
 * answers `{success: true, data: {currency}}`; the page then reloads with every price in it. A
 * missing, wrong or expired nonce answers `-1` (403); a code the store does not offer answers
 * `{success: false, data: {message}}` (400) and keeps the choice as it was.
 */
export default defineAdminAjax({
  action: 'wopb_current_currency_save',
  handle: (ctx, req) => {
    const denied = checkAjaxReferer(ctx, 'wopb-nonce', fieldText(req.fields, 'wpnonce'));
    if (denied) return denied;
    const code = (fieldText(req.body, 'data') ?? '').trim();
    const saved = saveVisitorCurrency(ctx.db, ctx.session.id, code);
    if (!saved) return wpSendJsonError({ message: 'Bu para birimi kullanılamıyor.' }, 400);
    return wpSendJsonSuccess({ currency: saved.code });
  },
});
