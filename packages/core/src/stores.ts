/**
 * @firsat/core/stores — the small shared stores that keep every island on a page in agreement
 * (cart, compare and wishlist counts, colour mode, currency). Framework-free nanostores; islands
 * read them with `useStore` from `@nanostores/react`.
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
  setCartCount,
  setColourMode,
  setCompareCount,
  setCurrency,
  setWishlistCount,
  syncCartWithClassicEvents,
  toggleColourMode,
} from './stores/index';
