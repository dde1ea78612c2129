export interface Debounced<A extends unknown[]> {
  /** Runs `fn` with these arguments `ms` after the last call (the earlier calls are dropped). */
  (...args: A): void;
  /** Drops the call waiting, if any. */
  cancel(): void;
  /** Runs the call waiting now, if any. */
  flush(): void;
  /** Whether a call is waiting. */
  pending(): boolean;
}

/**
 * `fn` called `ms` after the last of a burst of calls, with the last call's arguments. When
 * `signal` aborts (the island unmounts) the waiting call is dropped and later calls do nothing.
 */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  signal?: AbortSignal,
): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: A | null = null;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    waiting = null;
  };
  const flush = () => {
    const args = waiting;
    cancel();
    if (args) fn(...args);
  };
  signal?.addEventListener('abort', cancel, { once: true });
  const debounced = (...args: A) => {
    if (signal?.aborted) return;
    clearTimeout(timer);
    waiting = args;
    timer = setTimeout(flush, ms);
  };
  return Object.assign(debounced, { cancel, flush, pending: () => waiting !== null });
}
