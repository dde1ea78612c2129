import { createSnapshotStore } from '../snapshot-store/index';

/** Runs async tasks one at a time, in the order they were queued. */
export interface SerialQueue {
  /**
   * Queues a task; it starts when every earlier task has settled. Resolves or rejects as the
   * task does; a failing task does not stop the ones after it.
   */
  run<T>(task: () => T | PromiseLike<T>): Promise<T>;
  /** Tasks queued or running. */
  readonly pending: number;
  /** Called whenever `pending` changes (e.g. to show a busy cart); returns the unsubscribe. */
  subscribe(listener: (pending: number) => void): () => void;
}

/** Creates an empty serial queue (the client's `cartQueue` is one). */
export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  const pending = createSnapshotStore(0);
  const changed = (delta: number) => pending.set(pending.getSnapshot() + delta);

  return {
    run<T>(task: () => T | PromiseLike<T>): Promise<T> {
      changed(1);
      const result = tail.then(task);
      const settle = () => changed(-1);
      tail = result.then(settle, settle);
      return result;
    },
    get pending() {
      return pending.getSnapshot();
    },
    subscribe: pending.subscribe,
  };
}
