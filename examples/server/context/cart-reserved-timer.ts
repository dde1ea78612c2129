import type { MiddlewareHandler } from 'hono';
import { serializeCookie } from '../http/cookies';
import { getCart } from '../shop/cart';
import { cartReservedCookie } from '../shop/cart-extras-settings';
import type { AppEnv } from './request-context';
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
    const cookie = serializeCookie(cartReservedCookie, String(store.now()));
    try {
      c.res.headers.append('Set-Cookie', cookie);
    } catch {
      // Redirects and fetched responses have immutable headers: copy, then add.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.append('Set-Cookie', cookie);
    }
  };
}
