import { createSnapshotStore } from '../../snapshot-store/index';

/**
 * A tiny framework-free store that lets only one member of a group be open at a time: opening a
 * member tells the others to close. Dropdowns on a page share `dropdownGroup`.
 */
export interface OpenGroup {
  /** The id of the open member, or `null`. */
  current(): string | null;
  /** Marks `id` open; the other members are told to close. */
  open(id: string): void;
  /** Marks `id` closed, if it is the open one. */
  close(id: string): void;
  /** Calls `listener` with the open id after every change; returns the unsubscribe. */
  subscribe(listener: (current: string | null) => void): () => void;
}

/** Creates an independent group (e.g. one per filter bar, or for tests). */
export function createOpenGroup(): OpenGroup {
  const open = createSnapshotStore<string | null>(null);
  return {
    current: open.getSnapshot,
    open: (id) => {
      open.set(id);
    },
    close: (id) => {
      if (open.getSnapshot() === id) open.set(null);
    },
    subscribe: open.subscribe,
  };
}

/** The page-wide group: one dropdown open at a time on the whole page. */
export const dropdownGroup: OpenGroup = /* @__PURE__ */ createOpenGroup();
