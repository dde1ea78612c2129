/** SPEC §9: back to top (and the contents' scrolled look) after 1000 px of scroll; ultp.js's `> 1000`. */
export const SCROLLED_PAST_PX = 1000;

/** Past the threshold: ultp.js's `$(document).scrollTop() > 1000`. */
export const scrolledPast = (scrollY: number, threshold: number = SCROLLED_PAST_PX): boolean =>
  scrollY > threshold;

/** Calls `check()` at most once a frame while the window scrolls or resizes, until `signal` aborts. */
export function onScrollFrame(check: () => void, signal: AbortSignal): void {
  let queued = false;
  const run = () => {
    queued = false;
    if (!signal.aborted) check();
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
    else run();
  };
  window.addEventListener('scroll', queue, { passive: true, signal });
  window.addEventListener('resize', queue, { passive: true, signal });
}

/**
 * Calls `report(past)` now and whenever the page crosses `threshold` px of scroll (one check a
 * frame at most), until `signal` aborts.
 */
export function onScrolledPast(
  report: (past: boolean) => void,
  signal: AbortSignal,
  threshold: number = SCROLLED_PAST_PX,
): void {
  let last = scrolledPast(window.scrollY, threshold);
  report(last);
  onScrollFrame(() => {
    const now = scrolledPast(window.scrollY, threshold);
    if (now === last) return;
    last = now;
    report(now);
  }, signal);
}

/**
 * Whether a floating thing steps aside for the page's footer (a sticky share bar's `remove-sticky`,
 * the sticky video): once the footer's top is at or above the window's bottom edge, as the plugin
 * decides it for share bars (`scrollTop + innerHeight >= footer top`). No footer: it stays.
 */
export function footerReached(footerTop: number | null, viewportHeight: number): boolean {
  return footerTop !== null && footerTop <= viewportHeight;
}
