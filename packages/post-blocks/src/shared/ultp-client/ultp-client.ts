import { type ListingPlugin, listingClient } from '@firsat/core/kit';

/** Where the plugin keeps the fetched nonce (post-blocks.md §0 "Nonces"). */
export const NONCE_STORAGE_KEY = 'ultp_nonce';

/**
 * The post blocks' calls, for the kit's listing client (post-blocks.md §0): every admin-ajax
 * action goes to `ultp_data_frontend.ajax`, the nonce is the page's `security` (action
 * `ultp-nonce`, sent as `wpnonce`), or the one fetched with `ultp_get_nonce` and kept in
 * `sessionStorage.ultp_nonce`.
 */
export const ULTP_CLIENT = {
  config: 'postBlocks',
  nonceStorageKey: NONCE_STORAGE_KEY,
  renewAction: 'ultp_get_nonce',
  fallback: 'admin-ajax',
} as const satisfies Partial<ListingPlugin>;

/**
 * `postUltpCall` posts an admin-ajax action (`ultp_share_count`, the listings' `ultp_*`) with
 * `wpnonce` and resolves with the reply's text; the plugin answers a bad nonce with an empty
 * body, so an empty reply (or `-1`/403) renews the nonce once and retries. `postUltpRest` POSTs a
 * route of the `ultp` REST namespace (`ultp/ultp_search_data`) through core's REST client
 * (`X-WP-Nonce`, `_locale=user`) with the same nonce as `wpnonce`, renewed once when refused.
 * `ultpNonce` is that nonce, for a call whose reply cannot say it was refused.
 */
export const {
  call: postUltpCall,
  rest: postUltpRest,
  nonce: ultpNonce,
} = listingClient<{ action: string } & Record<string, unknown>>(ULTP_CLIENT);
