/**
 * The table of contents' rules (post-blocks.md §8, SPEC §9), pure: where a link scrolls to and
 * which section is being read. No DOM.
 */

/** ultp.js: a link scrolls to its heading minus 50 px, over 500 ms. */
export const TOC_SCROLL = { offset: 50, durationMs: 500 } as const;

/** The window's scroll position that puts a heading at `top` (document px) 50 px below the top. */
export const scrollTargetFor = (top: number, offset: number = TOC_SCROLL.offset): number =>
  Math.max(0, top - offset);

/**
 * The section being read: the last heading whose top (viewport px) has reached 50 px below the
 * top of the window (a pixel of rounding allowed), or -1 above the first. With `end` (the page
 * scrolled to its bottom), the last heading in view.
 */
export function currentSection(
  tops: readonly (number | null)[],
  offset: number = TOC_SCROLL.offset,
  end?: { viewportHeight: number },
): number {
  let current = -1;
  tops.forEach((top, index) => {
    if (top === null) return;
    // At the end of the page the last sections can no longer reach the top: the last one in view is read.
    if (top <= offset + 1 || (end !== undefined && top < end.viewportHeight)) current = index;
  });
  return current;
}
