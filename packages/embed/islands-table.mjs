// @ts-check
/**
 * The loader's island table, generated at build time from the island folders
 * (`packages/<package>/src/islands/<name>/definition.ts`) instead of hand-kept lists. Each
 * definition is read statically (TypeScript's parser, nothing executed): its `defineIsland({...})`
 * must spell `name`, `selector`, `when` and `kind` as literals — a definition the reader cannot
 * read fails the build, naming the file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const STRATEGY = { load: 'l', idle: 'i', visible: 'v', interaction: 'n' };

/**
 * @typedef {{ name: string, selector: string, when: keyof typeof STRATEGY, kind: 'behaviour' | 'view' | 'page',
 *             chunk: string, definition?: string, family?: string, sentinel?: string }} IslandEntry
 *   `family` + `sentinel`: the island belongs to a family the loader does not carry; its table
 *   loads when the sentinel selector matches (a package opts in with `"firsat": { "sentinel" }`
 *   in its package.json).
 */

/** The literal text of a string expression: a literal, a template without holes, or `+` of those. */
function literal(node, file) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken)
    return literal(node.left, file) + literal(node.right, file);
  if (ts.isParenthesizedExpression(node)) return literal(node.expression, file);
  throw new Error(`${file}: defineIsland() needs literal strings (found ${ts.SyntaxKind[node.kind]})`);
}

/**
 * Reads one `definition.ts`.
 * @param {string} file absolute path
 * @returns {Omit<IslandEntry, 'chunk' | 'definition'>}
 */
export function readDefinition(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  /** @type {ts.ObjectLiteralExpression | undefined} */
  let found;
  const visit = (/** @type {ts.Node} */ node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineIsland' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      if (found) throw new Error(`${file}: one defineIsland() per definition.ts`);
      found = node.arguments[0];
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!found) throw new Error(`${file}: no defineIsland({...}) found`);
  /** @type {Record<string, string>} */
  const fields = {};
  for (const property of found.properties) {
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
    const key = property.name.text;
    if (['name', 'selector', 'when', 'kind'].includes(key)) fields[key] = literal(property.initializer, file);
  }
  const { name, selector, when = 'load', kind = 'view' } = fields;
  if (!name || !selector) throw new Error(`${file}: defineIsland() needs a name and a selector`);
  if (!(when in STRATEGY)) throw new Error(`${file}: unknown strategy '${when}'`);
  if (kind !== 'behaviour' && kind !== 'view' && kind !== 'page')
    throw new Error(`${file}: unknown kind '${kind}'`);
  return { name, selector, when: /** @type {keyof typeof STRATEGY} */ (when), kind };
}

/**
 * Every island folder of every package, in a stable order (package, then folder name).
 * @param {string} repo the repository root
 * @returns {IslandEntry[]}
 */
export function readIslandFolders(repo) {
  const entries = [];
  const packages = join(repo, 'packages');
  for (const pkg of readdirSync(packages).sort()) {
    const islands = join(packages, pkg, 'src', 'islands');
    if (!existsSync(islands)) continue;
    const manifestFile = join(packages, pkg, 'package.json');
    const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
    const sentinel = manifest.firsat?.sentinel;
    const family = typeof sentinel === 'string' ? { family: pkg, sentinel } : {};
    for (const folder of readdirSync(islands).sort()) {
      const definition = join(islands, folder, 'definition.ts');
      const chunk = join(islands, folder, 'island.ts');
      if (!existsSync(definition)) continue;
      const entry = readDefinition(definition);
      if (entry.name !== folder)
        throw new Error(`${definition}: the island is named '${entry.name}' but its folder '${folder}'`);
      entries.push({ ...entry, ...family, chunk: resolve(chunk), definition });
    }
  }
  const seen = new Set();
  for (const { name, definition } of entries) {
    if (seen.has(name)) throw new Error(`${definition}: a second island named '${name}'`);
    seen.add(name);
  }
  return entries;
}

/** One island as a row of the table: name, selector, strategy and kind letters, lazy chunk. */
function row({ name, selector, when, kind, chunk }) {
  return `[${JSON.stringify(name)},${JSON.stringify(selector)},"${STRATEGY[when]}","${kind[0]}",()=>import(${JSON.stringify(chunk)})]`;
}

/**
 * The table module the loader imports (`firsat:islands`): one `registerTable` call with a row per
 * island the loader carries, and one `registerTableFamily(sentinel, …)` per family table.
 * @param {IslandEntry[]} islands
 */
export function tableModule(islands) {
  const carried = islands.filter((island) => !island.family);
  const families = new Map();
  for (const island of islands) if (island.family) families.set(island.family, island.sentinel);
  const lines = [
    `import { registerTable, registerTableFamily } from '@firsat/core';`,
    `registerTable([\n${carried.map(row).join(',\n')}\n]);`,
    ...[...families].map(
      ([family, sentinel]) =>
        `registerTableFamily(${JSON.stringify(sentinel)}, () => import(${JSON.stringify(`firsat:islands/${family}`)}));`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * A family's table chunk (`firsat:islands/<family>`): its rows, registered by the loader once the
 * family's sentinel is on the page.
 * @param {IslandEntry[]} islands @param {string} family
 */
export function familyModule(islands, family) {
  const rows = islands.filter((island) => island.family === family).map(row);
  return `export default [\n${rows.join(',\n')}\n];\n`;
}

/** The table's module id (`firsat:islands`, and `firsat:islands/<family>` per family). */
export const TABLE_MODULE = 'firsat:islands';

/**
 * The rolldown plugin that serves `firsat:islands` and each `firsat:islands/<family>` (virtual
 * modules: `\0`-prefixed ids, which no other plugin or the file system claims).
 * @param {() => IslandEntry[]} islands
 * @returns {import('rolldown').Plugin}
 */
export function islandsTablePlugin(islands) {
  return {
    name: 'firsat-islands-table',
    resolveId(id) {
      if (id === TABLE_MODULE || id.startsWith(`${TABLE_MODULE}/`)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${TABLE_MODULE}`)) return undefined;
      const family = id.split('/')[1];
      return family ? familyModule(islands(), family) : tableModule(islands());
    },
  };
}
