/** Where a plugin keeps its fetched nonce, and how a fresh one is fetched. */
export interface StoredNonceSource {
  /** the sessionStorage key (`wopb_nonce`, `ultp_nonce`) */
  storageKey: string;
  /** the nonce the page printed (`wopb_core.security`, `ultp_data_frontend.security`) */
  printed(): string;
  /** asks the server for a fresh one (`wopb_get_nonce`, `ultp_get_nonce`) */
  fetch(signal?: AbortSignal): Promise<string>;
}

export interface StoredNonce {
  /** the fresh nonce kept in sessionStorage, else the printed one */
  current(): string;
  /** fetches a fresh nonce and keeps it in sessionStorage */
  renew(signal?: AbortSignal): Promise<string>;
}

/** A plugin's nonce: the fetched one kept in sessionStorage wins over the printed one. */
export function storedNonce(source: StoredNonceSource): StoredNonce {
  /** the fresh nonce sessionStorage refused to keep (private mode) */
  let unstored: string | null = null;
  return {
    current() {
      try {
        return unstored ?? sessionStorage.getItem(source.storageKey) ?? source.printed();
      } catch {
        return source.printed();
      }
    },
    async renew(signal) {
      const nonce = await source.fetch(signal);
      try {
        sessionStorage.setItem(source.storageKey, nonce);
      } catch {
        unstored = nonce;
      }
      return nonce;
    },
  };
}
