let firstSeenLoaded: number | undefined;

/**
 * When the page finished loading, in `performance.now()` time: the navigation timing's load end,
 * else the moment an island first saw the page loaded (kept, so a remount does not restart it).
 */
export function pageLoadedAt(): number {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  const end = (navigation as PerformanceNavigationTiming | undefined)?.loadEventEnd;
  if (end && end > 0) return end;
  firstSeenLoaded ??= performance.now();
  return firstSeenLoaded;
}

/** How long to wait still for `delay` ms counted from the page's load, not from the island's mount. */
export function remainingAfterLoad(now: number, loadedAt: number, delay: number): number {
  return Math.max(0, delay - Math.max(0, now - loadedAt));
}

/**
 * Runs `run` `delay` ms after the page's `load` (as the classic scripts' `$(window).on('load')` +
 * `setTimeout`), counted from the load itself when the island starts later. Returns the cancel.
 */
export function afterPageLoad(delay: number, run: () => void, signal: AbortSignal): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(run, remainingAfterLoad(performance.now(), pageLoadedAt(), delay));
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true, signal });
  return () => clearTimeout(timer);
}
