import { fieldText, wpSendJsonSuccess } from '../../http';
import { compareProductList } from '../../render';
import { productListIds } from '../../shop';
import { defineWcAjax } from '../define';
import { checkAjaxReferer } from '../shared';

/**
 * `/?wc-ajax=wopb_product_list` (`wopb_compare.ajax_product_list`; Compare.php
 * `wopb_product_list_callback`): `search` and `wpnonce` (`wopb_compare.security`). Answers
 * `{success: true, data: {html}}`, `html` the compare picker's items: up to 10 products whose
 * name contains the text (Turkish-aware: "İPEK" finds "ipek", "ışık" finds "IŞIK"; all of them
 * for an empty text), without those already compared. A bad or expired nonce answers `-1` (403),
 * as the other product-blocks endpoints of the demo.
 */
export default defineWcAjax({
  name: 'wopb_product_list',
  handle: (ctx, req) => {
    const denied = checkAjaxReferer(ctx, 'wopb-nonce', fieldText(req.fields, 'wpnonce'));
    if (denied) return denied;
    const search = (fieldText(req.body, 'search') ?? '').trim();
    const ids = productListIds(ctx.db, 'compare', ctx.session.id);
    return wpSendJsonSuccess({ html: String(compareProductList(ctx, search, ids)) });
  },
});
