import { createSnapshotStore } from '../snapshot-store/index';

/** The REST nonce shared by every call of one client, and its refresh. */
export interface NonceStore {
  get(): string;
  set(nonce: string): void;
  subscribe(listener: (nonce: string) => void): () => void;
  /**
   * A fresh nonce after `stale` was refused. If the nonce already changed since `stale` was sent,
   * that newer nonce is the answer; concurrent callers share one fetch.
   */
  refresh(stale: string): Promise<string>;
}

/**
 * `initial` is read until a nonce is set (so a configured nonce is followed); `fetchNonce`
 * asks the server for a new one.
 */
export function createNonceStore(initial: () => string, fetchNonce: () => Promise<string>): NonceStore {
  // The nonce set last (none: follow `initial`), and whether setting it changed the nonce in use.
  const pinned = createSnapshotStore<{ nonce: string; changed: boolean } | undefined>(undefined);
  let inFlight: Promise<string> | undefined;

  const store: NonceStore = {
    get: () => pinned.getSnapshot()?.nonce ?? initial(),
    set(nonce) {
      pinned.set({ nonce, changed: nonce !== store.get() });
    },
    subscribe(listener) {
      return pinned.subscribe((pin) => {
        if (pin?.changed) listener(pin.nonce);
      });
    },
    refresh(stale) {
      const now = store.get();
      if (now !== stale) return Promise.resolve(now);
      inFlight ??= fetchNonce()
        .then((nonce) => {
          store.set(nonce);
          return nonce;
        })
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    },
  };
  return store;
}
