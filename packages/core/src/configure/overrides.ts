import { createSnapshotStore } from '../snapshot-store/index';
import type { ConfigInput } from './types';

/**
 * What `configure()` set from code. Kept apart from resolution so the script-tag loader can
 * offer `configure()` without carrying the resolver.
 */
const overrides = createSnapshotStore<ConfigInput>({});

/** Sets configuration from code; it wins over everything the page prints. Merges one level deep. */
export function configure(input: ConfigInput): void {
  const next: Record<string, unknown> = { ...overrides.getSnapshot() };
  for (const [key, value] of Object.entries(input)) {
    const current = next[key];
    next[key] =
      value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object'
        ? { ...current, ...value }
        : value;
  }
  overrides.set(next as ConfigInput);
}

export function getOverrides(): ConfigInput {
  return overrides.getSnapshot();
}

/** Called whenever `configure()` changes something; returns the unsubscribe. */
export function onConfigure(listener: () => void): () => void {
  return overrides.subscribe(() => listener());
}

/** Tests only. */
export function resetOverrides(): void {
  overrides.set({});
}
