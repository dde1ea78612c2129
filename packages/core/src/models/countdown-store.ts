import { type CountdownParts, remainingParts } from './countdown';
import { onSecond } from './second-ticker';

/** A countdown to one instant, framework-free: subscribe to hear each second until it is done. */
export interface CountdownStore {
  getSnapshot(): CountdownParts;
  subscribe(listener: () => void): () => void;
}

export function createCountdown(endMs: number, now: () => number = Date.now): CountdownStore {
  let parts = remainingParts(endMs, now());
  const listeners = new Set<() => void>();
  let stopTicking: (() => void) | undefined;

  const update = () => {
    const next = remainingParts(endMs, now());
    if (next.seconds !== parts.seconds || next.done !== parts.done || next.minutes !== parts.minutes) {
      parts = next;
      for (const listener of listeners) listener();
    }
    if (parts.done) stop();
  };
  const stop = () => {
    stopTicking?.();
    stopTicking = undefined;
  };

  return {
    getSnapshot: () => parts,
    subscribe(listener) {
      listeners.add(listener);
      // Catch up on time that passed while nobody listened, then tick until zero.
      update();
      if (!parts.done && !stopTicking) stopTicking = onSecond(update);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stop();
      };
    },
  };
}
