import { readCookie, serializeCookie } from '../http';
import type { Cart } from './cart';

export const itemsInCartCookie = 'woocommerce_items_in_cart';
export const cartHashCookie = 'woocommerce_cart_hash';

/**
 * WC_Cart_Session::maybe_set_cart_cookies(): a cart with items sets `woocommerce_items_in_cart=1`
 * and `woocommerce_cart_hash=<hash>` (session cookies, readable by scripts); an empty cart expires
 * them when the visitor still sends them.
 */
export function cartCookieHeaders(cart: Cart, requestCookies: string | null, nowSeconds: number): string[] {
  if (cart.lines.length > 0) {
    return [serializeCookie(itemsInCartCookie, '1'), serializeCookie(cartHashCookie, cart.hash)];
  }
  if (readCookie(requestCookies, itemsInCartCookie) === undefined) return [];
  const expires = nowSeconds - 3600;
  return [
    serializeCookie(itemsInCartCookie, '0', { expires }),
    serializeCookie(cartHashCookie, '', { expires }),
  ];
}
