type Listener = (nowMs: number) => void;

const listeners = new Set<Listener>();
let timer: ReturnType<typeof setTimeout> | undefined;

function schedule(): void {
  // Aligned to the wall clock's next whole second, so every countdown on the page turns together
  // and drift never accumulates.
  const now = Date.now();
  timer = setTimeout(tick, 1000 - (now % 1000) + 5);
}

function tick(): void {
  const now = Date.now();
  for (const listener of [...listeners]) listener(now);
  if (listeners.size > 0) schedule();
  else timer = undefined;
}

/**
 * One timer for every countdown on the page (200 deals cost one timeout a second, not 200
 * intervals). Returns the unsubscribe; the timer stops when nobody listens.
 */
export function onSecond(listener: Listener): () => void {
  listeners.add(listener);
  if (timer === undefined) schedule();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}
