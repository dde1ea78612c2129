import { atom } from 'nanostores';
import { COOKIE, getCookie } from '../cookies/index';

/** What every cart badge, mini cart and reservation timer on the page agrees on. */
export interface CartState {
  /** Items in the cart; null until a response or the page markup tells (WooCommerce's cookie only says "some"). */
  itemCount: number | null;
  /** True while the cart has items (`woocommerce_items_in_cart` or a known count above 0). */
  hasItems: boolean;
  /** The cart hash of the last reply (`cart_hash`), or the `woocommerce_cart_hash` cookie. */
  hash: string;
  /** Epoch ms of the last fragments update on this page; 0 before any. */
  fragmentsUpdatedAt: number;
}

/** The state a page starts with, from WooCommerce's cookies. */
export function initialCart(): CartState {
  const items = Number(getCookie(COOKIE.itemsInCart) ?? 0);
  return {
    itemCount: null,
    hasItems: Number.isFinite(items) && items > 0,
    hash: getCookie(COOKIE.cartHash) ?? '',
    fragmentsUpdatedAt: 0,
  };
}

/** The cart, shared by every island on the page. */
export const $cart = atom<CartState>(initialCart());

/**
 * Records a cart reply (add, remove, fragments refresh): its hash, and that the page's fragments
 * were just replaced. An empty hash means an empty cart, as WooCommerce sends it.
 */
export function noteCartReply(reply: { cartHash?: string; itemCount?: number; at?: number }): void {
  const current = $cart.get();
  const next: CartState = { ...current, fragmentsUpdatedAt: reply.at ?? Date.now() };
  if (reply.cartHash !== undefined) {
    next.hash = reply.cartHash;
    if (reply.cartHash === '') {
      next.hasItems = false;
      next.itemCount = 0;
    } else {
      next.hasItems = true;
      // A cart with a hash is not empty: a remembered 0 is stale and the count is unknown again.
      if (current.itemCount === 0) next.itemCount = null;
    }
  }
  if (reply.itemCount !== undefined) {
    next.itemCount = Math.max(0, Math.trunc(reply.itemCount));
    next.hasItems = next.itemCount > 0;
  }
  $cart.set(next);
}
