import { type ListingPlugin, listingClient } from '@firsat/core/kit';
import type { BlockPayload } from './payload';

/** Where the plugin keeps the fetched nonce (product-blocks.md §0 "Nonces"). */
export const NONCE_STORAGE_KEY = 'wopb_nonce';

/**
 * The product blocks' calls, for the kit's listing client (product-blocks.md §0): `wopb_core`'s
 * printed `security` and WC-AJAX addresses (`ajax_load_more`, `ajax_pagination`, `ajax_filter`,
 * `ajax_show_more_filter_item`; `/?wc-ajax=<action>` when absent), the nonce fetched with
 * `wopb_get_nonce` and kept in `sessionStorage.wopb_nonce`.
 */
export const WOPB_CLIENT = {
  config: 'productBlocks',
  nonceStorageKey: NONCE_STORAGE_KEY,
  renewAction: 'wopb_get_nonce',
  urlKey: (action: string) => action.replace('wopb_', 'ajax_'),
  fallback: 'wc-ajax',
} as const satisfies Partial<ListingPlugin>;

/**
 * `postBlockRequest` posts a listing block's call to `wopb_core`'s address of the action and
 * resolves with the server's HTML; the nonce is the fresh one kept in sessionStorage, else the
 * page's `wopb_core.security`, and when the server refuses it (a page served from a cache keeps
 * a stale one: an empty reply, or `-1`/403) a fresh nonce is fetched once and the call retried —
 * for every listing call, not only pagination as in the plugin, whose stale pages silently
 * showed nothing. `postBlockRest` POSTs a product-blocks REST route (`wopb/product-search`,
 * `wopb/product-filter`) with the same nonce as `wpnonce`, renewed once when the route refuses it.
 */
export const {
  call: postBlockRequest,
  rest: postBlockRest,
  nonce: { renew: fetchFreshNonce },
} = listingClient<BlockPayload>(WOPB_CLIENT);
