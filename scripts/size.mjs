#!/usr/bin/env node
// Prints the gzipped size of every chunk of the script-tag build and fails over the budgets of
// docs/PERFORMANCE.md: loader ≤ 5 KB, the React group (React, the view runtime, core's React UI)
// ≤ 68 KB, the shop group (the site-wide islands and what they share) ≤ 32 KB, any other
// shared chunk ≤ 16 KB, an island's own chunk ≤ 12 KB. Reads packages/embed/dist/meta.json (the
// build's metafile).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
// The React group's budget holds React to its 19.2 line: react-dom 19.3 turns on View Transitions
// and Fragment refs in its stable build (+8.6 KB gz, none of it used by an island), which put the
// variable product pages over their classic figure (docs/ARCHITECTURE.md, "Why React 19.2").
const BUDGET = { loader: 5 * KB, runtime: 68 * KB, shop: 32 * KB, shared: 16 * KB, island: 12 * KB };
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'packages/embed');
// FIRSAT_EMBED_OUT: measure a build written elsewhere (see packages/embed/build.mjs).
const out = process.env.FIRSAT_EMBED_OUT || 'dist';
const meta = JSON.parse(readFileSync(path.join(dist, out, 'meta.json'), 'utf8'));

const outputs = Object.fromEntries(Object.entries(meta.outputs).filter(([file]) => file.endsWith('.js')));
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const staticImports = (file) =>
  outputs[file].imports.filter((i) => i.kind === 'import-statement' && outputs[i.path]).map((i) => i.path);

/** A chunk and everything it imports statically: what loading it costs. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of staticImports(file)) closure(dep, seen);
  return seen;
}

const entry = Object.keys(outputs).find((f) => outputs[f].entryPoint === 'src/firsat.ts');
// The chunk groups' files (packages/embed/chunk-groups.mjs, recorded in meta.json).
const groupFiles = (group) => Object.keys(outputs).filter((f) => outputs[f].group === group);
const closureOf = (files) => new Set(files.flatMap((f) => [...closure(f)]));
const loaderSet = closure(entry);
/** The shop group: on every page, once its first island starts. */
const shopSet = new Set([...closureOf(groupFiles('shop'))].filter((f) => !loaderSet.has(f)));
/** The React group (with the view runtime), past what every page has before a view opens. */
const runtimeSet = new Set(
  [...closureOf(groupFiles('react'))].filter((f) => !loaderSet.has(f) && !shopSet.has(f)),
);
const islandFiles = Object.keys(outputs).filter((f) =>
  /\/src\/(?:islands\/)?[^/]+\/island\.tsx?$/.test(outputs[f].entryPoint ?? ''),
);

const rows = [];
const sum = (files) => [...files].reduce((n, f) => n + gz(f), 0);
rows.push({
  kind: 'loader',
  name: 'firsat.js (+ static imports)',
  bytes: sum(loaderSet),
  budget: BUDGET.loader,
});
rows.push({
  kind: 'runtime',
  name: 'React group: React, view runtime, React UI',
  bytes: sum(runtimeSet),
  budget: BUDGET.runtime,
});
rows.push({
  kind: 'shop',
  name: 'shop group: the site-wide islands and what they share',
  bytes: sum(shopSet),
  budget: BUDGET.shop,
});
for (const file of islandFiles) {
  const name = outputs[file].entryPoint.replace(
    /^\.\.\/([^/]+)\/src\/(?:islands\/)?([^/]+)\/island\.tsx?$/,
    '$1/$2',
  );
  rows.push({ kind: 'island', name, bytes: gz(file), budget: BUDGET.island });
}
const accounted = new Set([...loaderSet, ...runtimeSet, ...shopSet, ...islandFiles]);
for (const file of Object.keys(outputs).filter((f) => !accounted.has(f))) {
  const modules = Object.keys(outputs[file].inputs).map(
    (m) => m.replace(/^.*node_modules\//, '').split('/')[0],
  );
  const name = `${path.basename(file)} (${[...new Set(modules)].slice(0, 3).join(', ')})`;
  rows.push({ kind: 'shared', name, bytes: gz(file), budget: BUDGET.shared });
}

const kb = (n) => `${(n / KB).toFixed(2)} KB`;
let failed = false;
console.log('firsat.js size budgets (gzip -9)\n');
for (const row of rows) {
  const over = row.bytes > row.budget;
  failed ||= over;
  console.log(
    `${over ? '✗' : '✓'} ${row.kind.padEnd(8)} ${row.name.padEnd(48)} ${kb(row.bytes).padStart(10)}  / ${kb(row.budget)}`,
  );
}
// Every island's code once: the loader, React's group, the shop group, the other groups' files
// (the product group, texts aside) and every island chunk.
const everyIsland = new Set([
  ...loaderSet,
  ...runtimeSet,
  ...shopSet,
  ...Object.keys(outputs).filter((f) => outputs[f].group && !/-(tr|en)$/.test(outputs[f].group)),
  ...islandFiles,
]);
console.log(`\nloader + React + every group and island chunk: ${kb(sum(everyIsland))}`);
writeFileSync(path.join(dist, out, 'size-report.json'), JSON.stringify(rows, null, 2));
if (failed) {
  console.error('\nsize: over budget');
  if (rows.some((row) => row.kind === 'runtime' && row.bytes > row.budget))
    console.error('size: the React group grew: see docs/ARCHITECTURE.md, "Why React 19.2"');
  process.exit(1);
}
