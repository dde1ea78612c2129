import { listingAddress } from '@firsat/core/kit';

/**
 * A listing block's place in the address: `?paged-<blockId>=N` and `?tab-<blockId>=<value>`
 * (firsat's own; the demo store renders them, so a shared link or Back shows the same results).
 */
export const addressParams = (blockId: string): { page: string; tab: string } => ({
  page: `paged-${blockId}`,
  tab: `tab-${blockId}`,
});

/**
 * The kit's one address reader and writer for a product block. `readAddress`: `page` 1 when
 * absent or not a whole number ≥ 1, `named` whether the address gave one, `tab` null when absent.
 * `addressWith`: the address with the block's page and/or tab changed (page 1 and tab '' leave
 * the parameter out). `writeAddress`: `push` for a page or tab the reader chose (Back returns to
 * the previous one), `replace` for load more (the address keeps how far the list was loaded).
 */
export const {
  read: readAddress,
  href: addressWith,
  write: writeAddress,
} = listingAddress({ address: addressParams });
