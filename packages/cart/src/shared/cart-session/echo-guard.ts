/**
 * Marks the events the cart session announces itself, so its own listeners (which mirror classic
 * events to block events and back) ignore them: no echo loops between a classic and a block cart.
 */
let depth = 0;

/** Runs `announce` with the session's own events marked. */
export function asOwnEvents(announce: () => void): void {
  depth += 1;
  try {
    announce();
  } finally {
    depth -= 1;
  }
}

/** True while the session itself is announcing. */
export function isOwnEvent(): boolean {
  return depth > 0;
}
