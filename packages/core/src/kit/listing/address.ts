import { addressWith, readQuery, writeQuery } from '../address/index';
import type { ListingPlugin } from './plugin';

/** A block's place in the address: its page and its tab. */
export interface ListingPlace {
  /** 1 when absent or not a whole number ≥ 1 */
  page: number;
  /** whether the address gave a valid page */
  named: boolean;
  /** null when absent */
  tab: string | null;
}

/** A change of place: page 1 and tab '' leave their parameter out. */
export type ListingPlaceChange = { page?: number; tab?: string };

/** A plugin's listing blocks in the address, on the kit's address module (one writer, one reader). */
export interface ListingAddress {
  /** the block's page and tab in `href` (the page's address by default) */
  read(blockId: string, href?: string): ListingPlace;
  /** `href` (the page's address by default) with the block's page and/or tab changed */
  href(blockId: string, change: ListingPlaceChange, href?: string): string;
  /**
   * writes the block's new place: `push` for a page or tab the reader chose (Back returns to the
   * previous one), `replace` for load more (the address keeps how far the list was loaded)
   */
  write(blockId: string, change: ListingPlaceChange, mode: 'push' | 'replace'): boolean;
}

/** The address parts of `plugin`'s listing blocks (`plugin.address` names their parameters). */
export function listingAddress(plugin: Pick<ListingPlugin, 'address'>): ListingAddress {
  const params = plugin.address;
  const query = (blockId: string, change: ListingPlaceChange) => {
    const names = params(blockId);
    const out: Record<string, string | null> = {};
    if (change.page !== undefined) out[names.page] = change.page > 1 ? String(change.page) : null;
    if (change.tab !== undefined) out[names.tab] = change.tab !== '' ? change.tab : null;
    return out;
  };
  return {
    read(blockId, href) {
      const found = readQuery(href);
      const names = params(blockId);
      const raw = found.get(names.page);
      const page = Number(raw ?? '1');
      const valid = Number.isInteger(page) && page > 0;
      return { page: valid ? page : 1, named: raw !== null && valid, tab: found.get(names.tab) };
    },
    href: (blockId, change, href) => addressWith(query(blockId, change), href),
    write: (blockId, change, mode) => writeQuery(query(blockId, change), mode),
  };
}
