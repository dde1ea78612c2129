import { $cart, initialCart } from './cart';
import { $colourMode, initialColourMode } from './colour-mode';
import { $compareCount, $wishlistCount, initialCompareCount, initialWishlistCount } from './counts';
import { $currency, initialCurrency } from './currency';

/** Tests only: sets every store back to what the page (cookies, config) says now. */
export function resetStores(): void {
  $cart.set(initialCart());
  $compareCount.set(initialCompareCount());
  $wishlistCount.set(initialWishlistCount());
  $colourMode.set(initialColourMode());
  $currency.set(initialCurrency());
}
