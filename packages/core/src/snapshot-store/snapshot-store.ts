/** The seam between a framework-free model and whoever renders it (React's useSyncExternalStore). */
export interface Subscribable<T> {
  getSnapshot(): T;
  /** Hears every new snapshot; returns the unsubscribe. */
  subscribe(listener: (snapshot: T) => void): () => void;
}

export interface SnapshotStore<T> extends Subscribable<T> {
  /** Replaces the snapshot and tells the listeners, unless `same` says nothing changed. */
  set(next: T): boolean;
}

/**
 * The one place models keep a snapshot and their listeners. `same` decides when a new snapshot
 * is no change at all (default: identity), so listeners are not woken for nothing.
 */
export function createSnapshotStore<T>(
  initial: T,
  same: (a: T, b: T) => boolean = Object.is,
): SnapshotStore<T> {
  let snapshot = initial;
  const listeners = new Set<(snapshot: T) => void>();
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(next) {
      if (same(snapshot, next)) return false;
      snapshot = next;
      // A copy, so a listener that unsubscribes while being told does not skip another.
      for (const listener of [...listeners]) listener(snapshot);
      return true;
    },
  };
}
