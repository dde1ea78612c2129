import * as v from 'valibot';
import { postBlockRest } from '../../shared/block-requests';

/** What the block sends (product-blocks.md §3, SPEC §7). */
export interface SearchPayload {
  search: string;
  category: string;
  blockId: string;
  blockName: string;
  postId: string;
  widgetBlockId: string;
}

/** The reply: the results' HTML as a JSON string ('' when the server had nothing to search). */
const replySchema = v.string();

/**
 * POST `/wopb/product-search` through the blocks' REST call (`X-WP-Nonce`, `_locale=user`,
 * `wpnonce` with one fresh nonce and retry when refused). The reply must be a string (valibot):
 * the results' HTML, which the behaviour puts into `.wopb-search-result` through core's
 * `insertHtml`.
 */
export async function searchProducts(payload: SearchPayload, signal: AbortSignal): Promise<string> {
  return v.parse(replySchema, await postBlockRest('wopb/product-search', { ...payload }, signal));
}
