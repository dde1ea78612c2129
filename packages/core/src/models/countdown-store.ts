import { createSnapshotStore } from '../snapshot-store/index';
import { type CountdownParts, remainingParts } from './countdown';
import { onSecond } from './second-ticker';

/** A countdown to one instant, framework-free: subscribe to hear each second until it is done. */
export interface CountdownStore {
  getSnapshot(): CountdownParts;
  subscribe(listener: () => void): () => void;
}

export function createCountdown(endMs: number, now: () => number = Date.now): CountdownStore {
  // A new snapshot only when what the display shows has moved on.
  const parts = createSnapshotStore(
    remainingParts(endMs, now()),
    (a, b) => a.seconds === b.seconds && a.done === b.done && a.minutes === b.minutes,
  );
  let subscribers = 0;
  let stopTicking: (() => void) | undefined;

  const stop = () => {
    stopTicking?.();
    stopTicking = undefined;
  };
  const update = () => {
    parts.set(remainingParts(endMs, now()));
    if (parts.getSnapshot().done) stop();
  };

  return {
    getSnapshot: parts.getSnapshot,
    subscribe(listener) {
      const unsubscribe = parts.subscribe(() => listener());
      subscribers++;
      // Catch up on time that passed while nobody listened, then tick until zero.
      update();
      if (!parts.getSnapshot().done && !stopTicking) stopTicking = onSecond(update);
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        unsubscribe();
        subscribers--;
        if (subscribers === 0) stop();
      };
    },
  };
}
