import type { ListingPlugin } from '@firsat/core/kit';
import { addressParams } from './address';
import { WOPB_CLIENT } from './block-client';
import { WOPB_LOADING, WOPB_POST_ID_HOLDERS } from './place';
import { WOPB_SCROLL_OFFSET } from './scroll';

/**
 * The product blocks to the kit's listing module, whole (product-blocks.md §0). Each binding file
 * keeps its part beside the kit part it binds, so that a chunk carries only its own: the calls
 * (`block-client.ts`: `wopb_core`, `wopb_get_nonce`, `sessionStorage.wopb_nonce`, the WC-AJAX
 * addresses), the loading look and the post id's holder (`place.ts`), the address
 * (`address.ts`: `?paged-<blockId>`, `?tab-<blockId>`), the scroll after a page change
 * (`scroll.ts`: 50 px above the block).
 */
export const WOPB_LISTING: ListingPlugin = {
  ...WOPB_CLIENT,
  loading: WOPB_LOADING,
  address: addressParams,
  postIdHolders: WOPB_POST_ID_HOLDERS,
  scrollOffset: WOPB_SCROLL_OFFSET,
};
