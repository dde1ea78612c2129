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
  let current: string | undefined;
  let inFlight: Promise<string> | undefined;
  const listeners = new Set<(nonce: string) => void>();

  const store: NonceStore = {
    get: () => current ?? initial(),
    set(nonce) {
      const changed = nonce !== store.get();
      current = nonce;
      if (!changed) return;
      for (const listener of listeners) listener(nonce);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
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
