import { isLoose } from './loose';

/**
 * Merges config layers left to right: later layers win. Plain objects merge key by key at any
 * depth; arrays, null and scalars replace; `undefined` never overwrites. Returns a new object and
 * leaves the layers untouched.
 */
export function mergeLayers<T extends object>(base: T, ...layers: ReadonlyArray<unknown>): T {
  let out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const layer of layers) out = mergeInto(out, layer);
  return out as T;
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function mergeInto(target: Record<string, unknown>, layer: unknown): Record<string, unknown> {
  if (!isLoose(layer)) return target;
  const out: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(layer)) {
    if (value === undefined || UNSAFE_KEYS.has(key)) continue;
    const current = out[key];
    out[key] = isLoose(value) && isLoose(current) ? mergeInto(current, value) : value;
  }
  return out;
}
