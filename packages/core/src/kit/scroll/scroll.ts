import { prefersReducedMotion } from '../../carousel/index';

// A listing's scrolling after a call (SPEC §9), for the product and the post blocks alike; the
// scroll back to a block after a page change is the listing module's (its offset is the plugin's).

/** Load more: the new items come into view 80 px below the top, over 100 ms (SPEC §9). */
export const LOAD_MORE_SCROLL = { offset: 80, durationMs: 100 } as const;

/**
 * Scrolls the window to `top` in `durationMs` (an eased step per frame; at once when the reader
 * asked for reduced motion). The returned function stops it.
 */
export function scrollWindowTo(top: number, durationMs: number): () => void {
  const from = window.scrollY;
  if (prefersReducedMotion() || durationMs <= 0 || typeof requestAnimationFrame !== 'function') {
    window.scrollTo(0, top);
    return () => {};
  }
  const start = performance.now();
  let frame = requestAnimationFrame(function step(now) {
    const t = Math.min(1, (now - start) / durationMs);
    window.scrollTo(0, from + (top - from) * (1 - (1 - t) ** 2));
    if (t < 1) frame = requestAnimationFrame(step);
  });
  return () => cancelAnimationFrame(frame);
}

/** The document top of an element. */
export const documentTop = (el: Element): number => el.getBoundingClientRect().top + window.scrollY;

/** After load more: the first new item 80 px below the top, over 100 ms, when it is below the fold. */
export function scrollToNewItems(first: Element): () => void {
  const rect = first.getBoundingClientRect();
  if (rect.top >= 0 && rect.bottom <= window.innerHeight) return () => {};
  return scrollWindowTo(
    Math.max(0, documentTop(first) - LOAD_MORE_SCROLL.offset),
    LOAD_MORE_SCROLL.durationMs,
  );
}
