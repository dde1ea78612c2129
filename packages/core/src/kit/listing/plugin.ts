import type { LoadingLook } from '../request/index';

/**
 * What a block plugin's listings (load more, pagination, filter tabs) need to know about it: the
 * product blocks' (`wopb_*`, product-blocks.md §0) and the post blocks' (`ultp_*`, post-blocks.md
 * §0) differ only here. Both send the nonce as `wpnonce` (the kit's listing call's field). Each
 * part of the module takes the fields it reads (a plugin's binding may keep each beside the part
 * it binds, so that a chunk carries only its own).
 */
export interface ListingPlugin {
  /**
   * where core's config keeps the plugin's page global (its printed nonce `security`, its
   * addresses): `productBlocks` (`wopb_core`), `postBlocks` (`ultp_data_frontend`)
   */
  config: 'productBlocks' | 'postBlocks';
  /** where the fetched nonce is kept in sessionStorage: `wopb_nonce`, `ultp_nonce` */
  nonceStorageKey: string;
  /** the admin-ajax action answering a fresh nonce: `wopb_get_nonce`, `ultp_get_nonce` */
  renewAction: string;
  /** the key of an action's address in the global, if it prints them (`wopb_load_more` → `ajax_load_more`) */
  urlKey?: (action: string) => string;
  /** where an action without a printed address goes: `/?wc-ajax=<action>`, or admin-ajax (`ajax`) */
  fallback: 'wc-ajax' | 'admin-ajax';
  /** the block at work: `wopb-processing` + `.wopb-block-overlay`, `ultp-loading-active` */
  loading: LoadingLook;
  /** the block's query parameters: `paged-<blockId>` / `tab-<blockId>`, `<blockId>_page` … */
  address(blockId: string): { page: string; tab: string };
  /** the surrounding elements whose whole-number `data-postid` wins, first match first */
  postIdHolders: readonly string[];
  /** after a page change, px above the block the window scrolls to (50, the post blocks' 80) */
  scrollOffset: number;
}
