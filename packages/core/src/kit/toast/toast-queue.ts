import { createSnapshotStore } from '../../snapshot-store/index';

/** How long a toast stays before it closes itself, in ms (SPEC §9: the compare toast). */
export const TOAST_DURATION = 5000;

/** One short message in the queue. */
export interface Toast {
  /** Unique within its queue. */
  id: number;
  /** The text shown (and spoken by the live region). */
  message: string;
  /** Lets the theme style success and error toasts apart. */
  tone: 'info' | 'success' | 'error';
  /** Auto-close after this many ms; 0 keeps it until closed. */
  duration: number;
  /** A button beside the message (undo): runs `run`, then closes the toast. */
  action?: ToastAction;
}

/** A toast's button. */
export interface ToastAction {
  label: string;
  run: () => void;
}

/** Options of one toast. */
export interface ToastOptions {
  /** Auto-close delay in ms; default the queue's (5000). 0 keeps it until closed. */
  duration?: number;
  /** Default `"info"`. */
  tone?: Toast['tone'];
  /** A button beside the message (undo). */
  action?: ToastAction;
}

/** A framework-free queue of toasts; `showToasts` shows it in the DOM, a React view reads it with `useSyncExternalStore`. */
export interface ToastQueue {
  /** Adds a toast and returns its id; the oldest goes when the queue is full. */
  add(message: string, options?: ToastOptions): number;
  /** Closes a toast now. */
  close(id: number): void;
  /** Stops a toast's countdown (while hovered or focused). */
  pause(id: number): void;
  /** Resumes a paused countdown with the time that was left. */
  resume(id: number): void;
  /** Closes every toast. */
  clear(): void;
  /** The toasts, oldest first; a new array after every change. */
  getSnapshot(): readonly Toast[];
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** Options of a queue. */
export interface ToastQueueOptions {
  /** Default auto-close delay in ms. Default 5000. */
  duration?: number;
  /** Most toasts shown at once. Default 3. */
  max?: number;
}

/** Creates a toast queue with its own timers. */
export function createToastQueue({ duration = TOAST_DURATION, max = 3 }: ToastQueueOptions = {}): ToastQueue {
  const toasts = createSnapshotStore<readonly Toast[]>([]);
  let nextId = 1;
  // Per toast: the running timer and when it fires, or the time left while paused.
  const timers = new Map<number, { timer?: ReturnType<typeof setTimeout>; due: number; left: number }>();

  const start = (id: number, ms: number) => {
    timers.set(id, { timer: setTimeout(() => queue.close(id), ms), due: Date.now() + ms, left: ms });
  };
  const stop = (id: number) => {
    clearTimeout(timers.get(id)?.timer);
    timers.delete(id);
  };

  const queue: ToastQueue = {
    add(message, options = {}) {
      const toast: Toast = {
        id: nextId++,
        message,
        tone: options.tone ?? 'info',
        duration: options.duration ?? duration,
        ...(options.action ? { action: options.action } : {}),
      };
      if (toast.duration > 0) start(toast.id, toast.duration);
      const shown = toasts.getSnapshot();
      const kept = shown.slice(Math.max(0, shown.length - max + 1));
      for (const dropped of shown.slice(0, shown.length - kept.length)) stop(dropped.id);
      toasts.set([...kept, toast]);
      return toast.id;
    },
    close(id) {
      stop(id);
      const shown = toasts.getSnapshot();
      if (shown.some((toast) => toast.id === id)) toasts.set(shown.filter((toast) => toast.id !== id));
    },
    pause(id) {
      const entry = timers.get(id);
      if (!entry?.timer) return;
      clearTimeout(entry.timer);
      timers.set(id, { due: 0, left: Math.max(0, entry.due - Date.now()) });
    },
    resume(id) {
      const entry = timers.get(id);
      if (entry && !entry.timer) start(id, entry.left);
    },
    clear() {
      for (const id of timers.keys()) stop(id);
      if (toasts.getSnapshot().length) toasts.set([]);
    },
    getSnapshot: toasts.getSnapshot,
    subscribe: toasts.subscribe,
  };
  return queue;
}

/** The page-wide queue that `toast()` adds to and `showToasts()` shows by default. */
export const toastQueue: ToastQueue = /* @__PURE__ */ createToastQueue();
