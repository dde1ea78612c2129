/**
 * Whether a sticky share bar steps aside (`remove-sticky`): once the footer's top is at or above
 * the window's bottom edge, as the plugin decides it (`scrollTop + innerHeight >= footer top`).
 * No footer: the bar stays.
 */
export function footerReached(footerTop: number | null, viewportHeight: number): boolean {
  return footerTop !== null && footerTop <= viewportHeight;
}

/** The count a share sends and then shows: the plugin sends the shown count; the server adds one. */
export const nextCount = (shown: number): number => shown + 1;
