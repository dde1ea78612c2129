import { createSnapshotStore } from '@firsat/core/models';

/** The count a share sends and then shows: the plugin sends the shown count; the server adds one. */
export const nextCount = (shown: number): number => shown + 1;

/**
 * Share counts by post id, shared by every share bar on the page: an article prints its bar
 * twice (inline and sticky), and both must show the same total after a share.
 */
export const shareCounts = createSnapshotStore<ReadonlyMap<number, number>>(new Map());

/** Records a post's count; a count only moves forward (a bar printed with an older one is ignored). */
export function setShareCount(postId: number, count: number): void {
  const current = shareCounts.getSnapshot();
  if ((current.get(postId) ?? -1) >= count) return;
  shareCounts.set(new Map(current).set(postId, count));
}

/** Tests: forget every count. */
export function resetShareCounts(): void {
  shareCounts.set(new Map());
}
