import type { IslandDefinition } from './types';

// biome-ignore lint/suspicious/noExplicitAny: the registry holds islands of every prop shape
type AnyDefinition = IslandDefinition<any>;

const definitions = new Map<string, AnyDefinition>();
let combined: string | undefined;

/** Makes islands known to `scan()` and `mount()`. Registering a name twice keeps the first. */
export function register(...islands: AnyDefinition[]): void {
  for (const island of islands) {
    if (!definitions.has(island.name)) definitions.set(island.name, island);
  }
  combined = undefined;
}

/** Every registered selector in one, to test quickly whether a subtree holds any island. */
export function combinedSelector(): string {
  combined ??= allDefinitions()
    .map((d) => d.selector)
    .join(', ');
  return combined;
}

export function getDefinition(name: string): AnyDefinition | undefined {
  return definitions.get(name);
}

export function allDefinitions(): AnyDefinition[] {
  return [...definitions.values()];
}

/** Tests only: forget every registration. */
export function clearRegistry(): void {
  definitions.clear();
  combined = undefined;
}
