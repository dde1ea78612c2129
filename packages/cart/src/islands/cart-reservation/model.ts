/**
 * The cart reservation timer's rules (product-blocks CartReserved, SPEC §3, §4, §9), framework
 * free: what the `wopb_cart_reserved_timer` cookie means, when the reservation ends, how the time
 * left is written, and where the browser goes to have the cart emptied.
 */

const MINUTE_MS = 60_000;

/** What the box does when the time runs out (`data-hides`). */
export type ReservationExpiry = 'hide' | 'clear';

/** The cookie's value once the reservation has ended: the server then prints no box. */
export const RESET_COOKIE_VALUE = '0';

/** The query flag that has the cart page empty the cart (SPEC §2). */
export const CART_CLEAR_FLAG = 'wopb-cart-clear';

/**
 * Where a reservation stands when the page loads:
 * - `running`: counting down to `deadlineMs`;
 * - `expired`: the start is so old the time is already up (cookie reset, box hidden);
 * - `reset`: the cookie holds '0': there is no reservation (box hidden).
 * `startMs` is what the cookie should hold; `writeCookie` says it was missing and must be written.
 */
export type ReservationStart =
  | { status: 'running'; startMs: number; deadlineMs: number; writeCookie: boolean }
  | { status: 'expired'; startMs: number; deadlineMs: number; writeCookie: false }
  | { status: 'reset'; writeCookie: false };

/**
 * Reads the start timestamp the server wrote (epoch ms). A missing or unreadable cookie starts the
 * reservation now, as product-blocks does for a visitor without one; '0' means it was reset.
 */
export function startReservation(
  cookie: string | undefined,
  expireMinutes: number,
  nowMs: number,
): ReservationStart {
  const text = cookie?.trim() ?? '';
  if (text === RESET_COOKIE_VALUE) return { status: 'reset', writeCookie: false };
  const parsed = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  const known = Number.isSafeInteger(parsed) && parsed > 0;
  const startMs = known ? parsed : nowMs;
  const deadlineMs = startMs + expireMinutes * MINUTE_MS;
  if (deadlineMs <= nowMs) return { status: 'expired', startMs, deadlineMs, writeCookie: false };
  return { status: 'running', startMs, deadlineMs, writeCookie: !known };
}

/**
 * The time left written as product-blocks writes it, `[hh:]mm:ss`: hours only when there are
 * some (whole days count as hours), every part two digits. Rounded up, so the display reads
 * 00:00 exactly when the time is up.
 */
export function formatReservation(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${hours > 0 ? `${two(hours)}:` : ''}${two(minutes)}:${two(seconds)}`;
}

/**
 * The address that empties the cart: the current page (the cart page, where product-blocks
 * prints the box) with the bare `wopb-cart-clear` flag added, without the fragment.
 */
export function cartClearUrl(href: string): string {
  const url = new URL(href);
  url.hash = '';
  const params = url.search.replace(/^\?/, '').split('&').filter(Boolean);
  if (!params.some((p) => p.split('=')[0] === CART_CLEAR_FLAG)) params.push(CART_CLEAR_FLAG);
  url.search = `?${params.join('&')}`;
  return url.href;
}
