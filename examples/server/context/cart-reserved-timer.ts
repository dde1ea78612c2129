import type { MiddlewareHandler } from 'hono';
import { serializeCookie } from '../http';
import { cartReservedCookie, getCart } from '../shop';
import type { AppEnv } from './request-context';
import { appendSetCookies } from './set-cookies';
import type { Store } from './store';

function unitsInCart(store: Store, sessionId: string): number {
  return getCart(store.db, sessionId, store.nowSeconds()).lines.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * product-blocks' `woocommerce_add_to_cart` hook: every add to cart (wc-ajax, the product form,
 * `?add-to-cart=`, any other route that adds) sets `wopb_cart_reserved_timer` to the epoch in ms,
 * restarting the reservation. An add is seen as the cart holding more units after the request
 * than before it. Runs inside the visitor's session (after `requestContext`).
 */
export function cartReservedTimer(store: Store): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { session } = c.get('ctx');
    const before = unitsInCart(store, session.id);
    await next();
    if (unitsInCart(store, session.id) <= before) return;
    appendSetCookies(c, [serializeCookie(cartReservedCookie, String(store.now()))]);
  };
}
