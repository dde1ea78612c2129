import { productSearchResults } from '../../render';
import { searchProducts } from '../../shop';
import { defineRest, RestError } from '../define';

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * POST /wp-json/wopb/product-search: `{search, category, blockId, blockName, postId,
 * widgetBlockId, wpnonce}` (JSON or form), sent by the product search block on input. Answers the
 * results' HTML as a JSON string (Product_Search::search_item_content): matching categories, then
 * products whose name contains `search` in Turkish lower case (`İ`/`i`, `I`/`ı`), narrowed to the
 * `category` slug; `wopb-empty-result` when nothing matched. With fewer than 3 characters and no
 * category it answers '' (the block never asks then). The dispatcher checks `X-WP-Nonce` first;
 * then `wpnonce` must be the `wopb-nonce` (403 `rest_forbidden`).
 */
export default defineRest({
  namespace: 'wopb',
  route: '/product-search',
  methods: ['POST'],
  handle: (ctx, req) => {
    const nonce = field(req.body, 'wpnonce');
    if (typeof nonce !== 'string' || ctx.verifyNonce('wopb-nonce', nonce) === 0) {
      throw new RestError('rest_forbidden', 'Sorry, you are not allowed to do that.', 403);
    }
    const search = text(field(req.body, 'search')).trim();
    const category = text(field(req.body, 'category')).trim();
    if ([...search].length < 3 && !category) return { data: '' };
    const found = searchProducts(ctx.db, { search, category });
    return { data: productSearchResults(ctx, found, search).toString() };
  },
});
