/**
 * The loader holds the whole catalogue: built with every island SPEC.md will have — today's
 * island folders plus stand-ins carrying the real names and selectors of the families still to
 * come (stand-in-islands.json, from the plugin references) — the loader (firsat.js and what it
 * imports statically) stays within its 5 KB gzip budget.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'rolldown';
import { buildEmbed } from '../build.mjs';
import { readIslandFolders } from '../islands-table.mjs';

interface StandIn {
  name: string;
  selector: string;
  when: 'load' | 'idle' | 'visible' | 'interaction';
  kind: 'behaviour' | 'view' | 'page';
  family: string;
}

/**
 * The families the loader will not carry, each woken by a sentinel matching any of its markup
 * (their packages will declare these in package.json `"firsat": { "sentinel" }`); the shop's
 * families (cart, product listings, shop extras) stay in the loader's own table.
 */
const SENTINELS: Record<string, string> = {
  forms: '[class*="wpuf"], [id^="wpuf"], .wholesalex-registration-form, .wsx-title',
  'media-admin': '#wp-media-grid, .media-upload-form, .copy-attachment-url, body.post-type-wpuf_subscription',
  'post-blocks': '[class*="ultp-"]',
};

const embed = join(import.meta.dirname, '..');
const repo = join(embed, '../..');
const outdir = 'test-out/loader-budget';
const standIns: StandIn[] = JSON.parse(
  readFileSync(join(import.meta.dirname, 'stand-in-islands.json'), 'utf8'),
);

/**
 * A stand-in's chunk imports what a real one of its kind does: core's island helpers, and React
 * for a view (a page island is a behaviour).
 */
const standInChunks: Plugin = {
  name: 'stand-in-chunks',
  // The path a real island's chunk would have (under a folder that does not exist), so the build
  // names its file as it names theirs.
  resolveId(id) {
    return id.startsWith('stand-in:')
      ? join(embed, 'stand-in/packages', id.slice(9), 'island.ts')
      : undefined;
  },
  load(id) {
    if (!id.startsWith(join(embed, 'stand-in/'))) return undefined;
    const name = /\/islands\/([^/]+)\/island\.ts$/.exec(id)?.[1];
    const standIn = standIns.find((s) => s.name === name) as StandIn;
    return standIn.kind !== 'view'
      ? `import { behaviourModule } from '@firsat/core/island';
         export default behaviourModule({ props: { parse: () => ({}) }, bind(el) { el.dataset.standIn = ${JSON.stringify(standIn.name)}; } });`
      : `import { islandModule } from '@firsat/core/island'; import { createElement } from 'react';
         export default islandModule({ props: { parse: () => ({}) }, View: () => createElement('p', null, ${JSON.stringify(standIn.name)}) });`;
  },
};

afterAll(() => rmSync(join(embed, 'test-out'), { recursive: true, force: true }));

it('with every island of SPEC.md registered (80 or more), the loader is at most 5 KB gzipped', async () => {
  const real = readIslandFolders(repo);
  const names = new Set(real.map((island) => island.name));
  const toCome = standIns.filter((standIn) => !names.has(standIn.name));
  const islands = [
    ...real,
    ...toCome.map((standIn) => ({
      ...standIn,
      chunk: `stand-in:${standIn.family}/src/islands/${standIn.name}`,
      ...(SENTINELS[standIn.family] ? { family: standIn.family, sentinel: SENTINELS[standIn.family] } : {}),
    })),
  ];
  expect(islands.length).toBeGreaterThanOrEqual(80);

  const meta = await buildEmbed({ outdir, islands: () => islands, plugins: [standInChunks], quiet: true });
  const outputs = meta.outputs as Record<
    string,
    { entryPoint?: string; imports: { path: string; kind: string }[] }
  >;
  const entry = Object.keys(outputs).find((file) => outputs[file]?.entryPoint === 'src/firsat.ts') as string;
  const loader = new Set<string>();
  const visit = (file: string) => {
    if (loader.has(file)) return;
    loader.add(file);
    for (const dep of outputs[file]?.imports ?? []) if (dep.kind === 'import-statement') visit(dep.path);
  };
  visit(entry);
  const bytes = [...loader].reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(embed, file)), { level: 9 }).length,
    0,
  );
  console.info(`loader with ${islands.length} islands: ${(bytes / 1024).toFixed(2)} KB gzipped`);
  expect(bytes).toBeLessThanOrEqual(5 * 1024);
  // every island is in the loader's table or in its family's table, which the loader names by sentinel
  const code = readFileSync(join(embed, entry), 'utf8');
  const tables = Object.keys(outputs)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(embed, file), 'utf8'))
    .join('\n');
  // The minifier writes string literals in double quotes or backticks.
  const quotedNames = (text: string) =>
    new Set([...text.matchAll(/["`]([a-z][a-z0-9-]*)["`]/g)].map((m) => m[1]));
  const inLoader = quotedNames(code);
  const inTables = quotedNames(tables);
  for (const island of islands)
    expect((island.family ? inTables : inLoader).has(island.name), island.name).toBe(true);
  for (const sentinel of Object.values(SENTINELS))
    expect(code.includes(sentinel) || code.includes(JSON.stringify(sentinel).slice(1, -1)), sentinel).toBe(
      true,
    );
}, 60_000);
