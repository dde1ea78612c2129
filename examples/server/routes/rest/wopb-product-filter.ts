import { filterMaxPrice } from '../../shop';
import { defineRest, RestError } from '../define';
import { FILTER_PAGE, filteredGrid, filtersFromPayload } from '../shared';

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

/**
 * POST /wp-json/wopb/product-filter: `{post_id, block_name, product_filters, current_url,
 * wpnonce}` (JSON), sent by the product filter block. The dispatcher checks `X-WP-Nonce`; then
 * `wpnonce` must be the `wopb-nonce` (403 `rest_forbidden`). Every block named `block_name` in the
 * post `post_id` is rendered again with the filters on page 1 (search in Turkish lower case,
 * price, stock status, rating, taxonomy terms joined by `tax_relation`, sorting):
 * `{blockList: [{blockId, content}]}`, `content` the inside of its `.wopb-wrapper-main-content`,
 * whose page links are built on `current_url` with the filters. A post without such a block
 * answers an empty list.
 */
export default defineRest({
  namespace: 'wopb',
  route: '/product-filter',
  methods: ['POST'],
  handle: (ctx, req) => {
    const nonce = field(req.body, 'wpnonce');
    if (typeof nonce !== 'string' || ctx.verifyNonce('wopb-nonce', nonce) === 0) {
      throw new RestError('rest_forbidden', 'Sorry, you are not allowed to do that.', 403);
    }
    const postId = Number(field(req.body, 'post_id'));
    const name = field(req.body, 'block_name');
    const { grid } = FILTER_PAGE;
    if (postId !== FILTER_PAGE.filter.postId || name !== `product-blocks_${grid.slug}`) {
      return { data: { blockList: [] } };
    }
    const max = filterMaxPrice(ctx.db, ctx.store.nowSeconds());
    const filters = filtersFromPayload(field(req.body, 'product_filters'), max);
    const current = field(req.body, 'current_url');
    const base = new URL(typeof current === 'string' && current !== '' ? current : '/filtre/', ctx.origin);
    return {
      data: { blockList: [{ blockId: grid.blockId, content: String(filteredGrid(ctx, filters, 1, base)) }] },
    };
  },
});
