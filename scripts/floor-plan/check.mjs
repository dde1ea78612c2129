#!/usr/bin/env node
// @ts-check
/**
 * `npm run floor-plan`: the floor-plan check over every source tree of the repo — each
 * package's src/, the demo store's server, the stories and the e2e tests. Exits 1 and lists each
 * violation (deep import, folder cycle, layer, the kit's rules, the island folder contract) when the plan is broken. Rules: floor-plan.mjs;
 * the demo store's layers: layers.json.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkFocusTraps,
  checkHistoryAndRequests,
  checkIslandContract,
  checkListKeys,
  checkTree,
  FOCUS_TRAP_EXCEPTIONS,
  HISTORY_AND_REQUEST_EXCEPTIONS,
  LIST_KEY_EXCEPTIONS,
} from './floor-plan.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** @type {Record<string, string[][]>} */
const layers = JSON.parse(readFileSync(join(repo, 'scripts/floor-plan/layers.json'), 'utf8'));

const roots = [
  ...readdirSync(join(repo, 'packages')).map((name) => `packages/${name}/src`),
  'examples/server',
  'stories/src',
  'e2e',
].filter((root) => existsSync(join(repo, root)));

/** The entries of a repo-relative path table that lie under `root`, relative to it. */
const under = (/** @type {string} */ root, /** @type {Record<string, string>} */ table) =>
  Object.fromEntries(
    Object.entries(table)
      .filter(([path]) => path.startsWith(`${root}/`))
      .map(([path, reason]) => [path.slice(root.length + 1), reason]),
  );

let total = 0;
for (const root of roots) {
  const absolute = join(repo, root);
  const violations = checkTree(absolute, {
    layers: layers[root],
    islandPackage: existsSync(join(absolute, 'islands')),
  });
  violations.push(...checkListKeys(absolute, { exceptions: under(root, LIST_KEY_EXCEPTIONS) }));
  violations.push(...checkFocusTraps(absolute, { exceptions: under(root, FOCUS_TRAP_EXCEPTIONS) }));
  violations.push(...checkIslandContract(absolute));
  // core holds the kit's one address writer and one request rule
  if (root !== 'packages/core/src')
    violations.push(
      ...checkHistoryAndRequests(absolute, { exceptions: under(root, HISTORY_AND_REQUEST_EXCEPTIONS) }),
    );
  total += violations.length;
  if (violations.length === 0) {
    console.log(`✓ ${root}`);
    continue;
  }
  console.log(`✗ ${root}: ${violations.length} violation(s)`);
  for (const v of violations) console.log(`  ${v.kind.padEnd(12)} ${v.file}: ${v.message}`);
}
if (total > 0) {
  console.error(`\nfloor plan: ${total} violation(s) — see docs/ARCHITECTURE.md, "The floor plan"`);
  process.exit(1);
}
console.log('floor plan: every tree keeps its plan');
