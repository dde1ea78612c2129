import { fieldText, serializeCookie, wpSendJsonError, wpSendJsonSuccess } from '../../http';
import { COMPARE_DEMO_COLUMNS, compareReply } from '../../render';
import {
  addToProductList,
  clearProductList,
  isPublishedProduct,
  PRODUCT_LIST_COOKIE,
  PRODUCT_LIST_COOKIE_SECONDS,
  productListIds,
  removeFromProductList,
} from '../../shop';
import { defineAdminAjax } from '../define';
import { checkAjaxReferer } from '../shared';

const productId = (raw: string): number => (/^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN);

/**
 * admin-ajax `wopb_compare` (guests and users; addons/compare/Compare.php `wopb_compare_callback`):
 * `postid`, `type` (`add`, `remove`, `clear`, `nav_popup`, `menu_block`), `added_action` (how the
 * reply is drawn: popup, sidebar, message, product_list) and `wpnonce` (`wopb_compare.security`,
 * a `wopb-nonce`). Changes the visitor's compare list (`compare_items`, by session), sets the
 * `wopb_compare` cookie (the ids as JSON, 7 days) and answers `{success: true, data: {html,
 * compare_count, demo_column, message}}`, `html` the modal (render/compare-modal.ts). A missing,
 * wrong or expired nonce answers `-1` (403); no `type` answers `{success: false, data}` as the
 * plugin does; adding an id that is not a published product answers `{success: false, data:
 * {message}}` (400) and changes nothing.
 */
export default defineAdminAjax({
  action: 'wopb_compare',
  handle: (ctx, req) => {
    const denied = checkAjaxReferer(ctx, 'wopb-nonce', fieldText(req.fields, 'wpnonce'));
    if (denied) return denied;
    const rawId = fieldText(req.body, 'postid') ?? '';
    const type = (fieldText(req.body, 'type') ?? '').trim();
    const addedAction = (fieldText(req.body, 'added_action') ?? '').trim();
    if (!type) return wpSendJsonError('Karşılaştırmaya eklenemedi.');
    const id = productId(rawId);
    const session = ctx.session.id;
    let message = '';
    if (rawId && type === 'add') {
      if (!isPublishedProduct(ctx.db, id)) return wpSendJsonError({ message: 'Geçersiz ürün.' }, 400);
      if (addToProductList(ctx.db, 'compare', session, id, ctx.store.nowSeconds()))
        message = 'Karşılaştırmaya eklendi.';
    } else if (type === 'clear') {
      clearProductList(ctx.db, 'compare', session);
      message = 'Karşılaştırma listesi temizlendi.';
    } else if (rawId && type !== 'nav_popup' && type !== 'menu_block') {
      if (removeFromProductList(ctx.db, 'compare', session, id)) message = 'Karşılaştırmadan çıkarıldı.';
    }
    const ids = productListIds(ctx.db, 'compare', session);
    const response = wpSendJsonSuccess({
      html: String(compareReply(ctx, { ids, postId: Number.isNaN(id) ? null : id, addedAction })),
      compare_count: ids.length,
      demo_column: COMPARE_DEMO_COLUMNS,
      message,
    });
    response.headers.append(
      'Set-Cookie',
      serializeCookie(PRODUCT_LIST_COOKIE.compare, JSON.stringify(ids.map(String)), {
        expires: ctx.store.nowSeconds() + PRODUCT_LIST_COOKIE_SECONDS,
      }),
    );
    return response;
  },
});
