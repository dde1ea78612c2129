import { type CountdownParts, createCountdown } from '@firsat/core/island';
import { useMemo, useSyncExternalStore } from 'react';

/** The live remaining time until `endMs`, re-rendering once a second and stopping at zero. */
export function useCountdown(endMs: number): CountdownParts {
  const store = useMemo(() => createCountdown(endMs), [endMs]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
