/** SPEC §9: the view ping goes out this long after the single product page has loaded. */
export const VIEW_PING_DELAY_MS = 3000;

/** The product id from WordPress's `postid-<id>` body class; null when there is none. */
export function postIdFromClasses(classes: Iterable<string>): number | null {
  for (const name of classes) {
    const match = /^postid-(\d+)$/.exec(name);
    if (match) {
      const id = Number(match[1]);
      if (id > 0) return id;
    }
  }
  return null;
}

/**
 * Once per page view: a ping that was sent (or is on its way) is not sent again when the island
 * remounts, or when the page comes back from the back/forward cache with its memory intact.
 */
const sent = new Set<number>();

/** Claims the ping for `postId`; false when this page view already sent it. */
export function claimViewPing(postId: number): boolean {
  if (sent.has(postId)) return false;
  sent.add(postId);
  return true;
}

/** Tests: a new page view. */
export function resetViewPings(): void {
  sent.clear();
}
