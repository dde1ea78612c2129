import { logBlockFailure } from '@firsat/core/http';
import { createLatest } from '@firsat/core/kit';
import { showLoading } from './loading';

/**
 * One listing call at a time per control, on the kit's request rule: a newer call aborts the
 * older one (its loading state goes with it), the block shows its loading state while the newest
 * runs (`loading`: the plugin's look, the product blocks' by default), and a failure logs SPEC §8's line and runs `undo` (an aborted call is not a failure).
 * Ends with the island (`signal`).
 */
export function createBlockCalls(
  wrapper: Element | null,
  signal: AbortSignal,
  onCleanup: (undo: () => void) => void,
  loading: (wrapper: Element | null) => () => void = showLoading,
): (task: (signal: AbortSignal) => Promise<void>, undo: () => void) => Promise<void> {
  const latest = createLatest<void>({ signal });
  let shown: (() => void) | null = null;
  return async (task, undo) => {
    shown?.();
    const done = loading(wrapper);
    shown = done;
    onCleanup(done);
    const outcome = await latest.run(task);
    if (shown === done) {
      shown = null;
      done();
    }
    if (outcome.status !== 'error') return;
    logBlockFailure(outcome.error);
    if (!signal.aborted) undo();
  };
}
