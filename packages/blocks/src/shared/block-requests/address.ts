import { listingAddress } from '@firsat/core/kit';
import { WOPB_LISTING } from './plugin';

/**
 * A listing block's place in the address, on the kit's one address writer and reader:
 * `?paged-<blockId>=N` and `?tab-<blockId>=<value>` (firsat's own; the demo store renders them,
 * so a shared link or Back shows the same results). `readAddress`: `page` 1 when absent or not a
 * whole number ≥ 1, `named` whether the address gave one, `tab` null when absent. `addressWith`:
 * the address with the block's page and/or tab changed (page 1 and tab '' leave the parameter
 * out). `writeAddress`: `push` for a page or tab the reader chose, `replace` for load more.
 */
export const {
  params: addressParams,
  read: readAddress,
  href: addressWith,
  write: writeAddress,
} = listingAddress(WOPB_LISTING);
