import type { IslandDefinition } from './types';

// biome-ignore lint/suspicious/noExplicitAny: the registry holds islands of every prop shape
type AnyDefinition = IslandDefinition<any>;

const definitions = new Map<string, AnyDefinition>();
let combined: string | undefined;

/**
 * A family of islands the loader does not carry: its table loads the first time its sentinel (a
 * selector matching any of its markup, e.g. `[class*="wpuf"]`) is on the page.
 */
interface Family {
  sentinel: string;
  load: () => Promise<void>;
  loading?: Promise<void>;
}
const families: Family[] = [];

/** Registers a family's sentinel and how to fetch and register its table. */
export function registerFamily(sentinel: string, load: () => Promise<void>): void {
  families.push({ sentinel, load });
  combined = undefined;
}

/**
 * Fetches the tables of the families whose sentinel matches in `root` (once each); resolves when
 * they are registered. Empty when none is asleep there.
 */
export function wakeFamilies(root: ParentNode): Promise<void>[] {
  return families
    .filter((family) => {
      if (family.loading) return false;
      return (
        (root instanceof Element && root.matches(family.sentinel)) ||
        root.querySelector(family.sentinel) !== null
      );
    })
    .map((family) => {
      family.loading = family.load().then(() => {
        combined = undefined;
      });
      return family.loading;
    });
}

/** Makes islands known to `scan()` and `mount()`. Registering a name twice keeps the first. */
export function register(...islands: AnyDefinition[]): void {
  for (const island of islands) {
    if (!definitions.has(island.name)) definitions.set(island.name, island);
  }
  combined = undefined;
}

/** Every registered selector in one, to test quickly whether a subtree holds any island. */
export function combinedSelector(): string {
  combined ??= [
    ...allDefinitions().map((d) => d.selector),
    ...families.filter((family) => !family.loading).map((family) => family.sentinel),
  ].join(', ');
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
  families.length = 0;
  combined = undefined;
}
