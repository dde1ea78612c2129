import { HttpError } from '@firsat/core/http';
import { postListAction, postProductList } from '../../shared/product-lists';
import { type ComparePayload, type CompareReply, readCompareReply } from './model';

/**
 * Sends admin-ajax `wopb_compare` (`action`, `postid`, `type`, `added_action`, `wpnonce` =
 * `wopb_compare.security`, renewed once when refused) and resolves with the reply; a reply that
 * is not a success with HTML is an error (`unknown_error`, status 200) for SPEC §8's log.
 */
export async function sendCompare(payload: ComparePayload, signal?: AbortSignal): Promise<CompareReply> {
  const body = await postListAction<unknown>('compare', 'wopb_compare', { ...payload }, signal);
  const reply = readCompareReply(body);
  if (!reply) throw HttpError.of('unknown_error', { status: 200, data: body });
  return reply;
}

/**
 * The picker's search: `wopb_product_list` (`action`, `search`, `wpnonce`) to
 * `wopb_compare.ajax_product_list`; resolves with `data.html`, the items.
 */
export async function searchCompareProducts(search: string, signal?: AbortSignal): Promise<string> {
  const body = await postProductList<{ success?: unknown; data?: { html?: unknown } }>(search, signal);
  if (body?.success !== true) throw HttpError.of('unknown_error', { status: 200, data: body });
  const html = body.data?.html;
  return typeof html === 'string' ? html : '';
}
