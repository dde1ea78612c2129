import { salesNotificationEntry } from '../../render';
import { recentSales, salesNotificationShownOn } from '../../shop';
import { defineRest } from '../define';

function pageIdOf(body: unknown): number {
  const raw =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).page_id : undefined;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : 0;
  return Number.isInteger(id) && id >= 0 ? id : 0;
}

/**
 * POST /wp-json/sales/v1/notification: `page_id` (JSON or form), sent by product-blocks 2 s after
 * a page with the addon's body classes loads. Answers `{html: [...]}`, one complete popup per
 * recent order (newest first, at most `sales_number`: the first line's product, the customer's
 * billing first name and city, "5 dakika önce"), or `{html: []}` for a page the visibility
 * settings leave out. Open to everyone, like the plugin's route (`permission_callback`
 * `__return_true`, no `wpnonce`); a stale `X-WP-Nonce` is refused by the dispatcher (403
 * `rest_cookie_invalid_nonce`), as WordPress refuses it.
 */
export default defineRest({
  namespace: 'sales/v1',
  route: '/notification',
  methods: ['POST'],
  handle: (ctx, req) => {
    if (!salesNotificationShownOn(pageIdOf(req.body))) return { data: { html: [] } };
    const now = ctx.store.nowSeconds();
    return {
      data: { html: recentSales(ctx.db).map((sale) => salesNotificationEntry(ctx, sale, now).toString()) },
    };
  },
});
