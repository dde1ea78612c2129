import { logBlockFailure } from '../../http/index';
import { createLatest } from '../request/index';
import { listingLoading } from './loading';
import type { ListingPlugin } from './plugin';

/** Runs a control's call: `task` with its own signal, `undo` when it fails. */
export type ListingRun = (task: (signal: AbortSignal) => Promise<void>, undo: () => void) => Promise<void>;

/**
 * One listing call at a time per control, on the kit's request rule: a newer call aborts the
 * older one (its loading state goes with it), the block shows `plugin`'s loading state while the
 * newest runs, and a failure logs SPEC §8's line and runs `undo` (an aborted call is not a
 * failure). Ends with the island (`signal`).
 */
export function listingCalls(
  plugin: Pick<ListingPlugin, 'loading'>,
): (wrapper: Element | null, signal: AbortSignal, onCleanup: (undo: () => void) => void) => ListingRun {
  const loading = listingLoading(plugin);
  return (wrapper, signal, onCleanup) => {
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
  };
}
