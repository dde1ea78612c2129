export { $cart, type CartState, noteCartReply } from './cart';
// Used by the coming post-blocks dark/light toggle.
export { $colourMode, setColourMode, toggleColourMode } from './colour-mode';
// Used by the coming compare and wishlist islands.
export { $compareCount, $wishlistCount, setCompareCount, setWishlistCount } from './counts';
// Used by the coming currency switcher.
export { $currency, type CurrencyState, setCurrency } from './currency';
export { resetStores } from './reset';
