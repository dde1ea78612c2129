import { createSnapshotStore } from '../snapshot-store/index';

/** The wall-clock time of the last whole-second tick. */
const ticks = createSnapshotStore(0);
let subscribers = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

function schedule(): void {
  // Aligned to the wall clock's next whole second, so every countdown on the page turns together
  // and drift never accumulates.
  const now = Date.now();
  timer = setTimeout(tick, 1000 - (now % 1000) + 5);
}

function tick(): void {
  ticks.set(Date.now());
  if (subscribers > 0) schedule();
  else timer = undefined;
}

/**
 * One timer for every countdown on the page (200 deals cost one timeout a second, not 200
 * intervals). Returns the unsubscribe; the timer stops when nobody listens.
 */
export function onSecond(listener: (nowMs: number) => void): () => void {
  const unsubscribe = ticks.subscribe(listener);
  subscribers++;
  if (timer === undefined) schedule();
  let subscribed = true;
  return () => {
    if (!subscribed) return;
    subscribed = false;
    unsubscribe();
    subscribers--;
    if (subscribers === 0 && timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}
