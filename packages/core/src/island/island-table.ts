import { defineIsland } from './define-island';
import { register, registerFamily } from './registry';
import type { HydrationStrategy, IslandDefinition, IslandModule } from './types';

/**
 * One island as the script-tag build's generated table carries it: name, selector, strategy
 * (`l`oad, `i`dle, `v`isible, i`n`teraction), kind (`b`ehaviour, `v`iew or `p`age) and the chunk. The
 * build writes this table from the island folders' definitions (packages/embed/islands-table.mjs),
 * so the loader carries only what finding islands needs; everything else comes with the chunk.
 */
export type IslandRow = readonly [
  name: string,
  selector: string,
  when: 'l' | 'i' | 'v' | 'n',
  kind: 'b' | 'v' | 'p',
  // biome-ignore lint/suspicious/noExplicitAny: a chunk of any props shape; its own schema types it
  load: () => Promise<{ default: IslandModule<any> }>,
];

const STRATEGY: Record<IslandRow[2], HydrationStrategy> = {
  l: 'load',
  i: 'idle',
  v: 'visible',
  n: 'interaction',
};

/** Registers every row of a generated island table. */
export function registerTable(rows: readonly IslandRow[]): void {
  register(
    ...rows.map(
      ([name, selector, when, kind, load]): IslandDefinition<object> =>
        defineIsland({
          name,
          selector,
          when: STRATEGY[when],
          kind: kind === 'b' ? 'behaviour' : kind === 'p' ? 'page' : 'view',
          load,
        }),
    ),
  );
}

/**
 * Registers a family of islands by its sentinel selector: the family's table (a chunk exporting
 * its rows) is fetched only when the sentinel matches on the page, so the loader grows with
 * families, not with islands.
 */
export function registerTableFamily(
  sentinel: string,
  load: () => Promise<{ default: readonly IslandRow[] }>,
): void {
  registerFamily(sentinel, () => load().then((table) => registerTable(table.default)));
}
