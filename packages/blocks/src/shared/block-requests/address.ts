import { addressWith as queryAddressWith, writeAddress as writeKitAddress } from '@firsat/core/kit';

/**
 * A listing block's place in the address: `?paged-<blockId>=N` and `?tab-<blockId>=<value>`
 * (firsat's own; the demo store renders them, so a shared link or Back shows the same results).
 */
export const addressParams = (blockId: string) => ({ page: `paged-${blockId}`, tab: `tab-${blockId}` });

/**
 * The block's page and tab in `href`: `page` 1 when absent or not a whole number ≥ 1, `named`
 * whether the address gave one; `tab` null when absent.
 */
export function readAddress(
  blockId: string,
  href = window.location.href,
): { page: number; named: boolean; tab: string | null } {
  const params = new URL(href).searchParams;
  const names = addressParams(blockId);
  const raw = params.get(names.page);
  const page = Number(raw ?? '1');
  const valid = Number.isInteger(page) && page > 0;
  return { page: valid ? page : 1, named: raw !== null && valid, tab: params.get(names.tab) };
}

/** The address with the block's page and/or tab changed (page 1 and tab '' leave the parameter out). */
export function addressWith(
  blockId: string,
  change: { page?: number; tab?: string },
  href = window.location.href,
): string {
  const names = addressParams(blockId);
  const query: Record<string, string | null> = {};
  if (change.page !== undefined) query[names.page] = change.page > 1 ? String(change.page) : null;
  if (change.tab !== undefined) query[names.tab] = change.tab !== '' ? change.tab : null;
  return queryAddressWith(query, href);
}

/**
 * Writes the block's new place through the kit's one address writer: `push` for a page or tab
 * the reader chose (Back returns to the previous one), `replace` for load more (the address
 * keeps how far the list was loaded).
 */
export function writeAddress(
  blockId: string,
  change: { page?: number; tab?: string },
  mode: 'push' | 'replace',
): void {
  writeKitAddress(addressWith(blockId, change), mode);
}
