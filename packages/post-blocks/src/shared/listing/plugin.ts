import {
  type ListingPlugin,
  listingAddress,
  listingCalls,
  listingPlace,
  listingScroll,
} from '@firsat/core/kit';
import { postUltpCall, ULTP_CLIENT } from '../ultp-client';

/**
 * The post blocks to the kit's listing module (post-blocks.md §0, §1): `ultp_data_frontend`'s
 * printed `security`, every call to admin-ajax, a refused nonce renewed with `ultp_get_nonce` and
 * kept in `sessionStorage.ultp_nonce`; the wrapper's `ultp-loading-active` (the spinner is
 * printed inside it); `?<blockId>_page=N` as the plugin's pagination writes it (and
 * `<blockId>_tab` for the filter bar, firsat's own); the builder content's, then the shortcode's
 * `data-postid`; after a page change, 80 px above the block.
 */
export const ULTP_LISTING: ListingPlugin = {
  ...ULTP_CLIENT,
  loading: { classes: ['ultp-loading-active'] },
  address: (blockId) => ({ page: `${blockId}_page`, tab: `${blockId}_tab` }),
  postIdHolders: ['.ultp-builder-content', '.ultp-shortcode'],
  scrollOffset: 80,
};

/** Where the fetched nonce is kept (post-blocks.md §0 "Nonces"). */
export const ULTP_NONCE_KEY = ULTP_LISTING.nonceStorageKey;

/**
 * `postListingRequest` posts a listing call (`ultp_next_prev`, `ultp_pagination`, `ultp_filter`,
 * `ultp_adv_filter`) to admin-ajax with the fresh nonce kept in sessionStorage, else the page's
 * `ultp_data_frontend.security`, and resolves with the reply's text; a refused nonce (an empty
 * reply, `-1`, 403) is renewed once and the call retried — for every call, where the plugin
 * renews only for some. The package's one ultp client (`shared/ultp-client`), which the share
 * count and the search use too.
 */
export const postListingRequest = postUltpCall;

/** One call at a time per control, `ultp-loading-active` and `aria-busy` meanwhile, SPEC §8 on failure. */
export const createListingCalls = listingCalls(ULTP_LISTING);

/** The block's page and tab in the address (`<blockId>_page`, `<blockId>_tab`). */
export const { read: readAddress, href: addressWith, write: writeAddress } = listingAddress(ULTP_LISTING);

/** After a page change: back to 80 px above the block; after load more: the first new item. */
export const { toBlock: scrollToBlock, toNewItems: scrollToNewItems } = listingScroll(ULTP_LISTING);

const builderOnly = listingPlace({ postIdHolders: ['.ultp-builder-content'] });
const withShortcode = listingPlace(ULTP_LISTING);

/**
 * The post id and widget id a control sends (post-blocks.md §0): a surrounding
 * `.ultp-builder-content`'s `data-postid` wins; a `.ultp-shortcode`'s only when the control says
 * `data-selfpostid="no"`; else the control's own.
 */
export const blockPlace = (el: Element, postId: number, selfPostId: string) =>
  (selfPostId === 'no' ? withShortcode : builderOnly)(el, postId);
