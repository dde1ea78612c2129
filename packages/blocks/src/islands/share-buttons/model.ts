import { createSnapshotStore } from '@firsat/core/models';

/**
 * Share counts by post id, shared by every share-buttons island on the page, so that the
 * plugin's addon bar and its block for the same product never show two different totals.
 */
export const shareCounts = createSnapshotStore<ReadonlyMap<number, number>>(new Map());

/** The known count of a post, or `fallback` when none is known yet. */
export function shareCountOf(postId: number, fallback = 0): number {
  return shareCounts.getSnapshot().get(postId) ?? fallback;
}

/** Records a post's count (a count only moves forward: a late, smaller answer is ignored). */
export function setShareCount(postId: number, count: number): void {
  const current = shareCounts.getSnapshot();
  if ((current.get(postId) ?? -1) >= count) return;
  const next = new Map(current);
  next.set(postId, count);
  shareCounts.set(next);
}

/** Tests: forget every count. */
export function resetShareCounts(): void {
  shareCounts.set(new Map());
}
