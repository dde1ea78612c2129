import { createSnapshotStore, type Subscribable } from '@firsat/core/models';
import { type BellEvent, type BellSnapshot, INITIAL_BELL, nextBell } from './model';
import { checkStatus, type PushProvider } from './provider';

/** The bell's life over one provider: the state machine fed with what the provider answers. */
export interface PushAdapter extends Subscribable<BellSnapshot> {
  /** The panel opened: the first time (or after a failed load) the SDK loads and is asked the status. */
  open(): void;
  /** The panel's action: subscribe, unsubscribe, or try the failed step again. */
  act(): void;
}

/**
 * Drives the model (model.ts) with a provider: `open` loads the SDK once and asks the status,
 * `act` sends what the state offers. One request at a time (the machine ignores presses while
 * one is out); a rejection puts the bell in `failed` and is given to `onFailure` (the console
 * line); nothing is told after `signal` aborts.
 */
export function createPushAdapter(
  provider: PushProvider,
  { signal, onFailure }: { signal: AbortSignal; onFailure: (error: unknown) => void },
): PushAdapter {
  const store = createSnapshotStore<BellSnapshot>(INITIAL_BELL);
  let loaded = false;
  const send = (event: BellEvent) => {
    if (signal.aborted) return;
    const next = nextBell(store.getSnapshot(), event);
    if (next !== store.getSnapshot()) store.set(next);
  };
  const run = (step: () => Promise<unknown>) =>
    step()
      .then(checkStatus)
      .then(
        (status) => send({ type: 'status', status }),
        (error: unknown) => {
          if (signal.aborted) return;
          onFailure(error);
          send({ type: 'fail' });
        },
      );
  const load = () =>
    run(async () => {
      if (!loaded) await provider.load();
      loaded = true;
      return provider.status();
    });

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    open() {
      const before = store.getSnapshot();
      send({ type: 'open' });
      if (before.state !== 'loading' && store.getSnapshot().state === 'loading') void load();
    },
    act() {
      const before = store.getSnapshot();
      send({ type: 'act' });
      const { state } = store.getSnapshot();
      if (state === before.state) return;
      if (state === 'loading') void load();
      else if (state === 'subscribing') void run(() => provider.subscribe());
      else if (state === 'unsubscribing') void run(() => provider.unsubscribe());
    },
  };
}
