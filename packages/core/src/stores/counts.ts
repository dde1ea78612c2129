import { atom } from 'nanostores';
import { COOKIE, getJsonCookie } from '../cookies/index';

/** The length of a JSON id list cookie the server keeps (`wopb_compare`, `wopb_wishlist`). */
function listLength(name: string): number {
  const list = getJsonCookie(name);
  return Array.isArray(list) ? list.length : 0;
}

function count(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;
}

/** The initial compare count, from the `wopb_compare` cookie. */
export function initialCompareCount(): number {
  return listLength(COOKIE.compare);
}

/** The initial wishlist count, from the `wopb_wishlist` cookie. */
export function initialWishlistCount(): number {
  return listLength(COOKIE.wishlist);
}

/** Products in the compare list (every `.wopb-compare-count` shows it). */
export const $compareCount = atom<number>(initialCompareCount());

/** Products in the wishlist (every `.wopb-wishlist-count` shows it). */
export const $wishlistCount = atom<number>(initialWishlistCount());

/** Sets the compare count, e.g. from a `wopb_compare` reply's `compare_count`. */
export function setCompareCount(value: number): void {
  $compareCount.set(count(value));
}

/** Sets the wishlist count, e.g. from a `wopb_wishlist` reply's `wishlist_count`. */
export function setWishlistCount(value: number): void {
  $wishlistCount.set(count(value));
}
