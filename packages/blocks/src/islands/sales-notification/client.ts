import { rest } from '@firsat/core/http';
import * as v from 'valibot';

/** The REST route of the sales popup (SPEC §7), under `wopb_core.rest`. */
export const SALES_NOTIFICATION_ROUTE = 'sales/v1/notification';

/** The reply (SPEC §3 "Sales notification response: html list"): each entry one complete popup. */
const replySchema = v.object({ html: v.array(v.string()) });

/**
 * POST `sales/v1/notification` with the page's id (the server filters by its page-visibility
 * settings) through the REST client. The plugin sends no nonce; the client's `X-WP-Nonce` is
 * harmless and its one fresh-nonce retry covers a cached page's stale one. Rejects on a failed
 * request or a reply that is not `{html: string[]}`; blank entries are dropped.
 */
export async function fetchSalesNotifications(pageId: number, signal: AbortSignal): Promise<string[]> {
  const reply = await rest(SALES_NOTIFICATION_ROUTE, { method: 'POST', json: { page_id: pageId }, signal });
  return v.parse(replySchema, reply).html.filter((entry) => entry.trim() !== '');
}
