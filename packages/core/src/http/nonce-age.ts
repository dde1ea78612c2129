import type { NonceStore } from './nonce-store';

/**
 * WordPress nonces live 12 to 24 hours. A page left open longer than that still holds the nonce
 * it was printed with; refreshing it before the first REST call (not after the server refused it)
 * saves a failed round trip. 10 hours keeps a margin under the 12-hour minimum.
 */
export const DEFAULT_NONCE_MAX_AGE_MS = 10 * 60 * 60 * 1000;

/** How old the page's nonce is allowed to get. */
export interface NonceAgeOptions {
  /** A nonce older than this is refreshed before use; default `DEFAULT_NONCE_MAX_AGE_MS`. */
  maxAgeMs?: number;
  /** The clock (ms since the epoch); default `Date.now`. */
  now?: () => number;
  /** When the current nonce was printed; default the page's `performance.timeOrigin`. */
  issuedAt?: number;
}

/** Tracks when the nonce in use was issued. */
export interface NonceAge {
  /** True once the nonce in use is older than the allowed age. */
  isStale(): boolean;
  /** Records that a nonce was issued now (a refresh, or the server sent a new one). */
  renewed(): void;
}

/** When the page was loaded: the nonce the server printed into it is that old. */
function pageLoadedAt(now: () => number): number {
  const origin = typeof performance === 'undefined' ? undefined : performance.timeOrigin;
  return typeof origin === 'number' && Number.isFinite(origin) && origin > 0 ? origin : now();
}

export function createNonceAge(options: NonceAgeOptions = {}): NonceAge {
  const now = options.now ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? DEFAULT_NONCE_MAX_AGE_MS;
  let issuedAt = options.issuedAt ?? pageLoadedAt(now);
  return {
    isStale: () => now() - issuedAt >= maxAgeMs,
    renewed() {
      issuedAt = now();
    },
  };
}

/**
 * The nonce to send: the current one, or, when it is old, a fresh one fetched first through the
 * store's shared refresh (concurrent callers share one fetch). A page with no nonce (a guest) has
 * nothing to refresh. If the refresh fails the old nonce is sent and the server decides, so the
 * usual refused-nonce retry still applies.
 */
export async function freshNonce(store: NonceStore, age: NonceAge): Promise<string> {
  const current = store.get();
  if (current === '' || !age.isStale()) return current;
  try {
    const fresh = await store.refresh(current);
    age.renewed();
    return fresh;
  } catch {
    return store.get();
  }
}

/**
 * Keeps a nonce fresh across a long sleep: when the tab becomes visible again and the nonce has
 * grown old meanwhile, a fresh one is fetched in the background, before the next call needs it.
 * Returns the unsubscribe.
 */
export function refreshWhenVisible(store: NonceStore, age: NonceAge, doc?: Document): () => void {
  const target = doc ?? (typeof document === 'undefined' ? undefined : document);
  if (!target) return () => {};
  const onVisible = () => {
    if (target.visibilityState === 'visible') void freshNonce(store, age);
  };
  target.addEventListener('visibilitychange', onVisible);
  return () => target.removeEventListener('visibilitychange', onVisible);
}
