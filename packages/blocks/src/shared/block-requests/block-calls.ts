import { logBlockFailure } from '@firsat/core/http';
import { showLoading } from './loading';

/**
 * One listing call at a time per control: a newer call aborts the older one (its loading state
 * goes with it), the block shows its loading state while the newest runs, and a failure logs SPEC
 * §8's line and runs `undo` (an aborted call is not a failure). Ends with the island (`signal`).
 */
export function createBlockCalls(
  wrapper: Element | null,
  signal: AbortSignal,
  onCleanup: (undo: () => void) => void,
): (task: (signal: AbortSignal) => Promise<void>, undo: () => void) => Promise<void> {
  let current: { controller: AbortController; done: () => void } | null = null;
  return async (task, undo) => {
    if (current) {
      current.controller.abort();
      current.done();
    }
    const controller = new AbortController();
    const done = showLoading(wrapper);
    const mine = { controller, done };
    current = mine;
    signal.addEventListener('abort', () => controller.abort(), { once: true });
    onCleanup(done);
    try {
      await task(controller.signal);
    } catch (error) {
      if (controller.signal.aborted) return;
      logBlockFailure(error);
      if (!signal.aborted) undo();
    } finally {
      if (current === mine) {
        current = null;
        done();
      }
    }
  };
}
