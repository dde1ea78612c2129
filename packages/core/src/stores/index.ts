export { $cart, type CartState, noteCartReply, setCartCount } from './cart';
export { $colourMode, setColourMode, toggleColourMode } from './colour-mode';
export { $compareCount, $wishlistCount, setCompareCount, setWishlistCount } from './counts';
export { $currency, type CurrencyState, setCurrency } from './currency';
export { resetStores } from './reset';
export { syncCartWithClassicEvents } from './sync-classic';
