#!/usr/bin/env node
// @ts-check
/**
 * `npm run generate`: writes each island package's entries — `src/index.ts` (the definitions),
 * `src/views.ts` (behaviour modules, views, props) and `src/testing.ts` (fixtures and test
 * helpers) — from its `src/islands/<name>/` folders, the way the loader's table is generated
 * (`packages/embed/islands-table.mjs`), so no entry names an island by hand.
 *
 * What each island gives, found by the folder contract's file names (docs/ARCHITECTURE.md, "The
 * floor plan of an island package"):
 * - `definition.ts`: its `<camelName>Island` → index.ts, and the package's `<camelPackage>Islands`;
 * - `island.ts`: the chunk's default export, as `<camelName>Behaviour` (behaviour and page
 *   islands) → views.ts;
 * - `behaviour.ts`: its `bind…` functions; `view.tsx`: its components (capitalised values) → views.ts;
 * - `props.ts`: its `…Props` (the schema and its type) → views.ts;
 * - `messages/`: its `messages`, as `<camelName>Messages` → views.ts;
 * - `fixtures.ts`: everything (`export *`) → testing.ts.
 * The shared test helpers each package publishes are listed below (SHARED_TESTING): what of a
 * shared area is test API is a choice, not a fact of its folder.
 *
 * The island's own `index.ts` only passes its definition on (`export * from './definition'`), so
 * the package entry the loader's hosts import never reaches a chunk; views.ts and testing.ts
 * enter the role files directly (the floor plan allows the package's entries that, and only
 * that). Everything goes through biome (organised and formatted) before it is compared or
 * written. `node scripts/generate-indexes.mjs --check` exits 1 when a file is stale;
 * `scripts/generate-indexes.test.ts` fails on it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { readDefinition } from '../packages/embed/islands-table.mjs';

/**
 * The shared areas' test helpers each package's testing.ts publishes (area → names, or '*' for
 * the whole area), besides every island's fixtures.
 * @type {Record<string, Record<string, string[] | '*'>>}
 */
export const SHARED_TESTING = {
  cart: {
    'shared/cart-session': ['browser', 'endCartSession', 'stopCartSession'],
    'shared/testing': '*',
  },
  blocks: {
    'shared/block-requests': ['listingBlockMarkup', 'listingItems', 'listingMainMarkup', 'NONCE_STORAGE_KEY'],
  },
  'post-blocks': {
    'shared/listing': [
      'filteredReply',
      'paginationMarkup',
      'postGridMarkup',
      'postItems',
      'ULTP_NONCE_KEY',
      'UNIQUE_IDS_KEY',
      'uniqueSpanMarkup',
    ],
  },
};

const HEADER = () =>
  '// Generated from src/islands/ by scripts/generate-indexes.mjs: do not edit, run `npm run generate`.\n';

/** A JSDoc block of paragraphs, wrapped at 100 columns. */
function doc(/** @type {string[]} */ ...paragraphs) {
  const lines = paragraphs.flatMap((paragraph, i) => {
    /** @type {string[]} */
    const out = i > 0 ? [''] : [];
    let line = '';
    for (const word of paragraph.split(' ')) {
      if (line && line.length + word.length + 1 > 97) {
        out.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    out.push(line);
    return out;
  });
  return `/**\n${lines.map((line) => (line ? ` * ${line}` : ' *')).join('\n')}\n */\n`;
}

/** `add-to-cart` → `addToCart` */
const camel = (/** @type {string} */ name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

/**
 * The names a module exports, read by TypeScript's parser (declarations and `export { … }`),
 * each with whether it is a type only.
 * @param {string} file
 * @returns {{ name: string, type: boolean }[]}
 */
export function exportsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  /** @type {{ name: string, type: boolean }[]} */
  const out = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.exportClause && ts.isNamedExports(statement.exportClause))
        for (const element of statement.exportClause.elements)
          out.push({ name: element.name.text, type: statement.isTypeOnly || element.isTypeOnly });
      continue;
    }
    const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
    if (!modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    if (modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) {
      out.push({ name: 'default', type: false });
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) out.push({ name: declaration.name.text, type: false });
    } else if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) {
      out.push({ name: statement.name.text, type: true });
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      out.push({ name: statement.name.text, type: false });
    }
  }
  return out;
}

/** `{ a, type B }` */
const specifiers = (/** @type {{ name: string, type: boolean, as?: string }[]} */ names) =>
  names.map(({ name, type, as }) => `${type ? 'type ' : ''}${name}${as ? ` as ${as}` : ''}`).join(', ');

/**
 * One island folder read by its contract: what each entry takes from it.
 * @param {string} src the package's src/ @param {string} folder
 */
function readIsland(src, folder) {
  const dir = join(src, 'islands', folder);
  const at = (/** @type {string} */ file) => join(dir, file);
  const definition = readDefinition(at('definition.ts'));
  const island = `${camel(folder)}Island`;
  if (!exportsOf(at('definition.ts')).some(({ name }) => name === island))
    throw new Error(`${at('definition.ts')}: the definition must be exported as ${island}`);
  const path = `./islands/${folder}`;
  /** @type {string[]} */
  const views = [];
  /** @type {string[]} */
  const testing = [];
  if (definition.kind !== 'view' && existsSync(at('island.ts')))
    views.push(`export { default as ${camel(folder)}Behaviour } from '${path}/island';`);
  const own = existsSync(at('behaviour.ts'))
    ? {
        file: 'behaviour',
        names: exportsOf(at('behaviour.ts')).filter(({ name }) => name.startsWith('bind')),
      }
    : existsSync(at('view.tsx'))
      ? {
          file: 'view',
          names: exportsOf(at('view.tsx')).filter(({ name, type }) => !type && /^[A-Z]/.test(name)),
        }
      : null; // an island not yet renamed to the contract (the floor plan names it)
  if (own && own.names.length > 0)
    views.push(`export { ${specifiers(own.names)} } from '${path}/${own.file}';`);
  const props = exportsOf(at('props.ts')).filter(({ name }) => name.endsWith('Props'));
  if (props.length > 0) views.push(`export { ${specifiers(props)} } from '${path}/props';`);
  if (
    existsSync(at('messages/index.ts')) &&
    exportsOf(at('messages/index.ts')).some((e) => e.name === 'messages')
  )
    views.push(`export { messages as ${camel(folder)}Messages } from '${path}/messages';`);
  if (existsSync(at('fixtures.ts'))) testing.push(`export * from '${path}/fixtures';`);
  return { island, path, views, testing };
}

/**
 * Runs text through biome as if it were `file` (organise imports, format), so the generated
 * files are what `biome check` keeps.
 * @param {string} repo @param {string} file @param {string} text
 */
function biome(repo, file, text) {
  const bin = join(repo, 'node_modules', '.bin', process.platform === 'win32' ? 'biome.cmd' : 'biome');
  const result = spawnSync(bin, ['check', '--write', `--stdin-file-path=${relative(repo, file)}`], {
    cwd: repo,
    input: text,
    encoding: 'utf8',
  });
  if (result.status !== 0 || !result.stdout) throw new Error(`biome on ${file}: ${result.stderr}`);
  return result.stdout;
}

/**
 * The three entries of every island package: absolute path → text.
 * @param {string} repo the repository root
 * @returns {Map<string, string>}
 */
export function generateIndexes(repo) {
  /** @type {Map<string, string>} */
  const files = new Map();
  const packages = join(repo, 'packages');
  for (const pkg of readdirSync(packages).sort()) {
    const src = join(packages, pkg, 'src');
    if (!existsSync(join(src, 'islands'))) continue;
    const manifest = JSON.parse(readFileSync(join(packages, pkg, 'package.json'), 'utf8'));
    const name = manifest.name;
    const folders = readdirSync(join(src, 'islands'))
      .filter((folder) => existsSync(join(src, 'islands', folder, 'definition.ts')))
      .sort();
    const islands = folders.map((folder) => readIsland(src, folder));
    const all = `${camel(pkg)}Islands`;

    const index = [
      HEADER(),
      doc(
        `${name} — ${manifest.description.replace(/\.$/, '')}. These are the island definitions (a selector, a strategy and a lazy \`load\`: a few bytes each); an island's code loads only when its element is on the page. Views and props schemas are in \`${name}/views\`, fixtures and test helpers in \`${name}/testing\`.`,
        "Each `islands/<name>/index.ts` passes its definition on with `export * from './definition'`: the bundler (rolldown) then binds these imports straight to definition.ts and leaves the index out of the loader. A named re-export there would make the loader import every view's chunk (the floor plan fails on anything more in it).",
      ),
      "import type { IslandDefinition } from '@firsat/core';\n",
      ...islands.map(({ island, path }) => `import { ${island} } from '${path}';\n`),
      `\nexport { ${islands.map(({ island }) => island).join(', ')} };\n\n`,
      `/** Every island of this package, for \`register(...${all})\`. */\n`,
      '// biome-ignore lint/suspicious/noExplicitAny: islands of every prop shape\n',
      `export const ${all}: IslandDefinition<any>[] = [${islands.map(({ island }) => island).join(', ')}];\n`,
    ].join('');

    const views = [
      HEADER(),
      doc(
        `The behaviours and views of ${name} and their props (the data-* schema and its type), eagerly imported: Storybook and custom hosts. The definitions are the package entry; fixtures are \`/testing\`. Per island: its chunk (\`island.ts\`) as \`<camelName>Behaviour\`, its \`bind…\` (\`behaviour.ts\`) or its component (\`view.tsx\`), its \`…Props\` and its texts as \`<camelName>Messages\`.`,
      ),
      ...islands.flatMap((island) => island.views.map((line) => `${line}\n`)),
    ].join('');

    const shared = Object.entries(SHARED_TESTING[pkg] ?? {}).map(([area, names]) =>
      names === '*' ? `export * from './${area}';\n` : `export { ${names.join(', ')} } from './${area}';\n`,
    );
    const testing = [
      HEADER(),
      doc(
        `${name}/testing — for tests and stories only: the plugin markup each island enhances (each island's \`fixtures.ts\`) and the package's shared test helpers.`,
      ),
      ...islands.flatMap((island) => island.testing.map((line) => `${line}\n`)),
      ...shared,
    ].join('');

    for (const [file, text] of [
      ['index.ts', index],
      ['views.ts', views],
      ['testing.ts', testing],
    ])
      files.set(join(src, file), biome(repo, join(src, file), text));
  }
  return files;
}

const main = resolve(fileURLToPath(import.meta.url)) === resolve(process.argv[1] ?? '');
if (main) {
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const [file, text] of generateIndexes(repo)) {
    const now = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (now === text) continue;
    stale++;
    if (check) console.error(`stale: ${relative(repo, file)}`);
    else {
      writeFileSync(file, text);
      console.log(`wrote ${relative(repo, file)}`);
    }
  }
  if (check && stale > 0) {
    console.error('run `npm run generate`');
    process.exit(1);
  }
  if (stale === 0) console.log('generate: every package entry is up to date');
}
