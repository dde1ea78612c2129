import { COOKIE, getConfig, getCookie } from '@firsat/core/island';
import { stringFragments } from './reply';

/** WooCommerce's cached fragments live a day at most (cart-fragments.js `day_in_ms`). */
export const FRAGMENT_CACHE_MS = 24 * 60 * 60 * 1000;
/** cart-fragments.js keeps when the cart was first cached under this sessionStorage key. */
export const CART_CREATED_KEY = 'wc_cart_created';

interface Keys {
  fragments: string;
  hash: string;
}

/** The storage keys the page prints in `wc_cart_fragments_params` (fragment_name, cart_hash_key). */
function keys(): Keys {
  const { fragmentName, cartHashKey } = getConfig().shop;
  return { fragments: fragmentName, hash: cartHashKey };
}

function storage(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return globalThis[kind] ?? null;
  } catch {
    // Storage can throw when cookies are blocked; the page then simply asks the server.
    return null;
  }
}

/**
 * The cached fragments, only while their hash equals the `woocommerce_cart_hash` cookie (the
 * cart the server knows) and they are less than a day old; otherwise null.
 */
export function readCachedFragments(now = Date.now()): Record<string, string> | null {
  const session = storage('sessionStorage');
  if (!session) return null;
  const k = keys();
  const hash = session.getItem(k.hash) ?? '';
  const cookieHash = getCookie(COOKIE.cartHash) ?? '';
  const created = Number(session.getItem(CART_CREATED_KEY) ?? '');
  if (hash === '' || hash !== cookieHash) return null;
  if (!Number.isFinite(created) || created <= 0 || created + FRAGMENT_CACHE_MS < now) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(session.getItem(k.fragments) ?? 'null');
  } catch {
    return null;
  }
  const fragments = stringFragments(parsed);
  return fragments?.['div.widget_shopping_cart_content'] ? fragments : null;
}

/**
 * Caches a reply's fragments and hash for this tab, and writes the hash to localStorage too:
 * other tabs hear that as a `storage` event and refresh their cart.
 */
export function storeFragments(
  fragments: Readonly<Record<string, string>>,
  cartHash: string,
  now = Date.now(),
) {
  const session = storage('sessionStorage');
  const k = keys();
  try {
    if (session) {
      if (!session.getItem(k.hash)) session.setItem(CART_CREATED_KEY, String(now));
      session.setItem(k.fragments, JSON.stringify(fragments));
      session.setItem(k.hash, cartHash);
    }
    storage('localStorage')?.setItem(k.hash, cartHash);
  } catch {
    // A full or blocked storage only costs a request on the next page.
  }
}

/** Forgets the cached fragments (the cart is gone or the cache cannot be trusted). */
export function clearCachedFragments(): void {
  const session = storage('sessionStorage');
  const k = keys();
  session?.removeItem(k.fragments);
  session?.removeItem(k.hash);
  session?.removeItem(CART_CREATED_KEY);
}

/** True when a `storage` event says another tab changed the cart this tab shows. */
export function isOtherTabCartChange(event: Pick<StorageEvent, 'key'>): boolean {
  const k = keys();
  if (event.key !== k.hash) return false;
  return (
    (storage('localStorage')?.getItem(k.hash) ?? '') !== (storage('sessionStorage')?.getItem(k.hash) ?? '')
  );
}

/**
 * Whether this visitor has a cart session: WooCommerce's `woocommerce_items_in_cart` cookie, or
 * a readable `wp_woocommerce_session_*` cookie. Without one there is nothing to refresh.
 */
export function hasCartSession(cookies = document.cookie): boolean {
  if (getCookie(COOKIE.itemsInCart)) return true;
  return cookies.split(';').some((pair) => pair.trim().startsWith('wp_woocommerce_session_'));
}
