/**
 * @firsat/core/stores — the small shared stores that keep every island on a page in agreement
 * (cart, compare and wishlist counts, colour mode, currency). Framework-free nanostores: read
 * with `.get()`, follow with `.subscribe()` / `.listen()` (a view: `useSyncExternalStore`).
 */
export type { ColourMode } from './cookies/index';
export {
  $cart,
  $colourMode,
  $compareCount,
  $currency,
  $wishlistCount,
  type CartState,
  type CurrencyState,
  noteCartReply,
  resetStores,
  setColourMode,
  setCompareCount,
  setCurrency,
  setWishlistCount,
  toggleColourMode,
} from './stores/index';
