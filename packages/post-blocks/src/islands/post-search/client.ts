import * as v from 'valibot';
import { postUltpRest } from '../../shared/ultp-client';

/** What the block sends (post-blocks.md §4, SPEC §7: the search payload plus the nonce). */
export interface SearchPayload {
  searchText: string;
  date: number;
  image: number;
  author: number;
  excerpt: number;
  category: number;
  excerptLimit: number;
  postPerPage: number;
  /** the left-out post types as printed (`{value, title}`), or `false` */
  exclude: Record<string, string>[] | false;
  paged: number;
}

/** The reply: the results' HTML and every match's count (WordPress may send the count as text). */
const replySchema = v.object({
  post_data: v.string(),
  post_count: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.transform(Number))]),
    v.number(),
    v.integer(),
    v.minValue(0),
  ),
});
export type SearchReply = v.InferOutput<typeof replySchema>;

/**
 * POST `/wp-json/ultp/ultp_search_data` through core's REST client (`X-WP-Nonce`, `_locale=user`)
 * with `wpnonce` the plugin's nonce, renewed once (`ultp_get_nonce`) when the route refuses it.
 * The reply is checked (valibot) before the behaviour puts its HTML in the list.
 */
export async function searchPosts(payload: SearchPayload, signal: AbortSignal): Promise<SearchReply> {
  return v.parse(replySchema, await postUltpRest('ultp/ultp_search_data', { ...payload }, signal));
}
