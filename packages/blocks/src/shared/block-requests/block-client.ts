import { listingClient } from '@firsat/core/kit';
import type { BlockPayload } from './payload';
import { WOPB_LISTING } from './plugin';

/**
 * The product blocks' calls (the kit's `listingClient`). `postBlockRequest` posts a listing
 * block's call to `wopb_core`'s address of the action and resolves with the server's HTML; the
 * nonce is the fresh one kept in sessionStorage, else the page's `wopb_core.security`, and when
 * the server refuses it (a page served from a cache keeps a stale one: an empty reply, or
 * `-1`/403) a fresh nonce is fetched once (`wopb_get_nonce`) and the call retried — for every
 * listing call, not only pagination as in the plugin, whose stale pages silently showed nothing.
 * `postBlockRest` POSTs a product-blocks REST route (`wopb/product-search`,
 * `wopb/product-filter`) with the same nonce as `wpnonce`, renewed once when the route refuses it.
 */
export const {
  call: postBlockRequest,
  rest: postBlockRest,
  nonce: { renew: fetchFreshNonce },
} = listingClient<BlockPayload>(WOPB_LISTING);
