/**
 * What renews a refused nonce: `refused` tells a refusal from any other failure, `renew` fetches
 * a fresh nonce and keeps it where the next attempt reads it (the REST client's nonce store,
 * the product blocks' `wopb_nonce`, the post blocks' `ultp_nonce`).
 */
export interface NonceRule {
  refused(error: unknown): boolean;
  renew(signal?: AbortSignal): Promise<unknown>;
}

/**
 * Runs `attempt`; when it fails with a refused nonce, renews the nonce once and runs it once
 * more (with whatever the renewal kept). Any other failure, or a second refusal, is the caller's.
 */
export async function retryRefusedNonce<T>(
  attempt: (signal?: AbortSignal) => Promise<T>,
  rule: NonceRule,
  signal?: AbortSignal,
): Promise<T> {
  try {
    return await attempt(signal);
  } catch (error) {
    if (signal?.aborted || !rule.refused(error)) throw error;
  }
  await rule.renew(signal);
  return attempt(signal);
}

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
