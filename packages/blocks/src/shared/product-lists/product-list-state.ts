import { getJsonCookie } from '@firsat/core/island';
import { announce } from '@firsat/core/live-region';
import { createSnapshotStore } from '@firsat/core/models';
import { $compareCount, $wishlistCount, setCompareCount, setWishlistCount } from '@firsat/core/stores';

/** The plugin's two product lists. */
export type ProductListName = 'compare' | 'wishlist';

/** Their cookies, set by the server: JSON arrays of product ids (`["25","32"]`), 7 days. */
export const LIST_COOKIE: Record<ProductListName, string> = {
  compare: 'wopb_compare',
  wishlist: 'wopb_wishlist',
};

/** What the page knows of a list: its ids (null until a cookie or a reply told them), whether its count is known. */
export interface ListState {
  ids: ReadonlySet<number> | null;
  counted: boolean;
}

/**
 * The ids of the products whose buttons the page printed active (`activeSelector`, e.g.
 * `.wopb-compare-btn.wopb-compare-active`): what the list is known to hold when no cookie says.
 */
export function printedListIds(activeSelector: string): number[] {
  const ids = new Set<number>();
  for (const el of document.querySelectorAll(`${activeSelector}[data-postid]`)) {
    const id = Number(el.getAttribute('data-postid'));
    if (Number.isSafeInteger(id) && id > 0) ids.add(id);
  }
  return [...ids];
}

/** The ids a list cookie holds; null when there is no such cookie (or it is not a list). */
export function readListCookie(name: ProductListName): number[] | null {
  const value = getJsonCookie(LIST_COOKIE[name]);
  if (!Array.isArray(value)) return null;
  return value.map((id) => Number(id)).filter((id) => Number.isSafeInteger(id) && id > 0);
}

const COUNT = { compare: $compareCount, wishlist: $wishlistCount };
const SET_COUNT = { compare: setCompareCount, wishlist: setWishlistCount };
const stores = new Map<ProductListName, ReturnType<typeof createSnapshotStore<ListState>>>();
const spoken = new Map<ProductListName, (count: number) => string>();

/** The list's state store, read from its cookie the first time it is asked for. */
export function listState(name: ProductListName) {
  let store = stores.get(name);
  if (!store) {
    const ids = readListCookie(name);
    store = createSnapshotStore<ListState>({ ids: ids ? new Set(ids) : null, counted: ids !== null });
    stores.set(name, store);
  }
  return store;
}

/** core's count store of the list (`$compareCount` / `$wishlistCount`, every badge shows it). */
export const listCount = (name: ProductListName) => COUNT[name];

/** What a count change says in the live region (the island's text; the last one given wins). */
export function speakCount(name: ProductListName, text: (count: number) => string): void {
  spoken.set(name, text);
}

const sameIds = (a: ReadonlySet<number> | null, b: ReadonlySet<number> | null) =>
  a === b || (a !== null && b !== null && a.size === b.size && [...a].every((id) => b.has(id)));

/**
 * Takes a list as it now is: the ids (from the cookie the server just set, else as given) and
 * the count (the reply's, else the ids'). The count goes into core's store; a change is announced
 * (politely) and told to the other tabs.
 */
export function noteList(
  name: ProductListName,
  { ids, count, tell = true }: { ids?: readonly number[] | null; count?: number; tell?: boolean },
): void {
  const store = listState(name);
  const known = readListCookie(name) ?? ids ?? null;
  const next = known ? new Set(known) : store.getSnapshot().ids;
  const total = count ?? next?.size;
  const counted = store.getSnapshot().counted || (total !== undefined && Number.isFinite(total));
  const before = COUNT[name].get();
  if (total !== undefined && Number.isFinite(total)) SET_COUNT[name](total);
  const { ids: was, counted: wasCounted } = store.getSnapshot();
  if (!sameIds(next, was) || counted !== wasCounted) store.set({ ids: next, counted });
  if (total === undefined || !Number.isFinite(total)) return;
  if (COUNT[name].get() === before) return;
  const text = spoken.get(name);
  if (text) announce(text(COUNT[name].get()));
  if (tell) tellOtherTabs(name);
}

// ── keeping the tabs in step: the cookies are shared, a tab re-reads them when told or shown ──

const CHANNEL = 'firsat-product-lists';
let channel: BroadcastChannel | null | undefined;

function tellOtherTabs(name: ProductListName): void {
  channel?.postMessage(name);
}

/** Re-reads both cookies (another tab changed a list, or this tab comes back into view). */
export function syncListsFromCookies(): void {
  for (const name of ['compare', 'wishlist'] as const) {
    const ids = readListCookie(name);
    if (ids) noteList(name, { ids, tell: false });
  }
}

/**
 * Starts listening, once per page: another tab's change (a BroadcastChannel message), and this
 * tab shown again (`visibilitychange`, `pageshow` from the back/forward cache) re-read the
 * cookies, so the counts and the active buttons agree with what the server keeps.
 */
export function startListSync(): void {
  if (channel !== undefined) return;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  channel?.addEventListener('message', syncListsFromCookies);
  document.addEventListener('visibilitychange', onShown);
  window.addEventListener('pageshow', syncListsFromCookies);
}

function onShown(): void {
  if (document.visibilityState === 'visible') syncListsFromCookies();
}

/** Tests and stories: forget the lists and stop listening. */
export function resetLists(): void {
  stores.clear();
  spoken.clear();
  channel?.close();
  channel = undefined;
  document.removeEventListener('visibilitychange', onShown);
  window.removeEventListener('pageshow', syncListsFromCookies);
}
