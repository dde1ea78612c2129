import { createSnapshotStore, type Subscribable } from '../../snapshot-store/index';

/** What a latest-wins request shows: whether one is out, the last failure, the last answer. */
export interface LatestState<T> {
  pending: boolean;
  /** the newest request's failure (cleared when another starts); undefined when none */
  error: unknown;
  /** the newest answer that landed; undefined before the first */
  data: T | undefined;
}

/** How one run ended for its caller: its answer, its failure, or `stale` (a newer run, abort). */
export type LatestOutcome<T> =
  | { status: 'data'; data: T }
  | { status: 'error'; error: unknown }
  | { status: 'stale' };

export interface LatestOptions {
  /** the island's signal: when it aborts, the request out is aborted and nothing more runs */
  signal?: AbortSignal;
  /** a refused nonce is renewed once and the request retried once */
  nonce?: NonceRule;
}

export interface Latest<T> extends Subscribable<LatestState<T>> {
  /**
   * Starts `request` with a signal of its own, aborting the one still out: only the newest
   * answer lands (an older one is dropped, even one that resolved after it was overtaken).
   */
  run(request: (signal: AbortSignal) => Promise<T>): Promise<LatestOutcome<T>>;
  /** Aborts the request out, if any; its outcome is `stale`. */
  abort(): void;
}

const IDLE = { pending: false, error: undefined, data: undefined };

/**
 * The one request rule: one request at a time, the newest wins. Replaces the hand-written life
 * (an AbortController, a busy flag, the stale reply dropped, one nonce retry).
 */
export function createLatest<T>({ signal, nonce }: LatestOptions = {}): Latest<T> {
  const store = createSnapshotStore<LatestState<T>>(IDLE);
  let current: AbortController | null = null;
  const abort = () => {
    if (!current) return;
    current.abort();
    current = null;
    store.set({ ...store.getSnapshot(), pending: false });
  };
  signal?.addEventListener('abort', abort, { once: true });
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    abort,
    async run(request) {
      abort();
      if (signal?.aborted) return { status: 'stale' };
      const mine = new AbortController();
      current = mine;
      store.set({ ...store.getSnapshot(), pending: true, error: undefined });
      const attempt = nonce ? (s: AbortSignal) => retryRefusedNonce(() => request(s), nonce, s) : request;
      let outcome: LatestOutcome<T>;
      try {
        outcome = { status: 'data', data: await attempt(mine.signal) };
      } catch (error) {
        outcome = { status: 'error', error };
      }
      if (current !== mine || mine.signal.aborted) return { status: 'stale' };
      current = null;
      const before = store.getSnapshot();
      store.set(
        outcome.status === 'data'
          ? { pending: false, error: undefined, data: outcome.data }
          : { ...before, pending: false, error: outcome.error },
      );
      return outcome;
    },
  };
}

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
