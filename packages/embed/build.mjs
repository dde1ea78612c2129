// The script-tag build: dist/firsat.js (the loader, with the island table generated from the
// island folders) and its lazily loaded chunks, with rolldown; dist/meta.json (esbuild's
// metafile shape: outputs, their inputs and imports) is what scripts/size.mjs reads to report
// and enforce the size budgets. `buildEmbed()` is also what the loader's 80-island budget test
// builds with (test/loader-budget.test.ts).
//
// rolldown rather than esbuild: it can put modules that always travel together in one file
// (chunk-groups.mjs), which esbuild cannot; a product page's scripts went from 45 files to 22,
// and 13 KB gzipped less (docs/PERFORMANCE.md).
import { createHash } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { rolldown, VERSION } from 'rolldown';
import { chunkGroups, GROUP_NAMES, measureGroups } from './chunk-groups.mjs';
import { dropPropDocs } from './drop-prop-docs.mjs';
import { islandsTablePlugin, readIslandFolders, TABLE_MODULE } from './islands-table.mjs';
import { applyRuntimeMerge, runtimeIntoShop } from './runtime-into-shop.mjs';

const repo = path.resolve(import.meta.dirname, '../..');

/**
 * @param {{ outdir?: string, islands?: () => import('./islands-table.mjs').IslandEntry[],
 *           plugins?: import('rolldown').Plugin[], quiet?: boolean }} [options]
 *   `outdir`: a folder inside packages/embed; `islands`: the table's rows (default: every island
 *   folder); `plugins`: more rolldown plugins (the budget test's stand-in chunks).
 */
export async function buildEmbed({ outdir: out = 'dist', islands, plugins = [], quiet = false } = {}) {
  const outdir = out.replace(/\/+$/, '');
  const table = () => (islands ? islands() : readIslandFolders(repo));
  // Written and checked beside the old build and swapped in at the end: a store serving `outdir`
  // meanwhile keeps serving a whole build (chunk names change with their content, so no
  // overwriting), and a build that fails its checks never replaces it.
  const next = `${outdir}-next`;
  const old = `${outdir}-old`;
  const folder = (name) => new URL(`${name}/`, import.meta.url);
  for (const name of [next, old]) await rm(folder(name), { recursive: true, force: true });
  const inputOptions = {
    input: { firsat: path.join(import.meta.dirname, 'src/firsat.ts') },
    cwd: import.meta.dirname,
    platform: /** @type {const} */ ('browser'),
    // Packages are read from their TypeScript sources (their `source` export condition).
    resolve: { conditionNames: ['source', 'import', 'module', 'browser', 'default'] },
    transform: {
      jsx: /** @type {const} */ ({ runtime: 'automatic' }),
      define: { 'process.env.NODE_ENV': '"production"' },
      target: 'es2022',
    },
    // Grouped chunks may export more than an entry's own signature (chunk-groups.mjs).
    preserveEntrySignatures: /** @type {const} */ ('allow-extension'),
    plugins: [islandsTablePlugin(table), dropPropDocs(), ...plugins],
    logLevel: /** @type {const} */ ('warn'),
  };

  // First, without groups: which modules each page group's islands use (chunk-groups.mjs).
  const measuring = await rolldown(inputOptions);
  const ungrouped = await measuring.generate({ format: 'es' });
  await measuring.close();
  const { groupOf, codeSplitting } = chunkGroups(measureGroups(ungrouped.output, ISLAND_CHUNK));
  const id = await buildIdOf(ungrouped.output);

  const bundle = await rolldown(inputOptions);
  /** @type {Map<string, string>} a shared chunk's name, and the module it was given to */
  const sharedNames = new Map();
  const { output } = await bundle.write({
    dir: path.join(import.meta.dirname, next),
    format: 'es',
    minify: true,
    // Maps are written beside each file but named by no comment in it (hidden): a shopper's browser
    // never asks for them (about 40 B gz a file), devtools and error trackers load them by name.
    sourcemap: 'hidden',
    comments: { legal: false, annotation: false, jsdoc: false },
    entryFileNames: '[name].js',
    // Island chunks are named by island (`islands/<name>.js`): the loader's table then names each
    // island once (gzip refers back to the row's name instead of storing a random hash per
    // island — about 1 KB with 80 islands), and a page's network panel says which island each
    // file is. The other chunks carry the build's id, one for all of them (`chunks/shop-<id>.js`):
    // a chunk imports several others, and one id repeated costs gzip its 8 characters once per
    // file where a hash per chunk cost them at each import (0.5 KB on the home page). Release a
    // build under a versioned path (`…/firsat/1.4.0/firsat.js`), as the unhashed `firsat.js` and
    // island chunks already require.
    chunkFileNames: (chunk) => {
      const island = ISLAND_CHUNK.exec(chunk.facadeModuleId?.replaceAll('\\', '/') ?? '')?.[1];
      if (island) return `islands/${island}.js`;
      // Two shared chunks named alike (the kit's `scroll.ts` and a listing's) would get rolldown's
      // number after the id: the second takes its folder's name in front instead.
      const key = chunk.facadeModuleId ?? chunk.moduleIds[0] ?? chunk.name;
      let name = `${chunkPrefix(chunk)}${chunk.name}`;
      if ((sharedNames.get(name) ?? key) !== key) name = `${folderOf(chunk)}-${name}`;
      sharedNames.set(name, key);
      return `chunks/${name}-${id}.js`;
    },
    codeSplitting,
  });
  await bundle.close();

  const checked = metafileOf(output, next, groupOf);
  checkGroups(checked, next);
  const merged = await runtimeIntoShop(checked, (file) => staticClosureOf(checked.outputs, file));
  await addPreloads(checked, next, id, quiet);
  // The swap: the old build out of the way, the new one in, the old one gone.
  await rename(folder(outdir), folder(old)).catch(() => {});
  await rename(folder(next), folder(outdir));
  await rm(folder(old), { recursive: true, force: true });
  const metafile = metafileOf(output, outdir, groupOf);
  if (merged) applyRuntimeMerge(metafile, merged);
  await writeFile(new URL(`${outdir}/meta.json`, import.meta.url), JSON.stringify(metafile));
  const files = Object.keys(metafile.outputs).filter((f) => f.endsWith('.js'));
  if (!quiet) console.log(`embed: built ${files.length} files into packages/embed/${outdir}`);
  return metafile;
}

/**
 * The build's id: a hash of what it bundles (the modules as the measuring build renders them)
 * and of how (this file, the groups, the table, the runtime's move, rolldown's version), so
 * that two builds of the same tree name their chunks alike and a changed module renames them all.
 * @param {import('rolldown').RolldownOutput['output']} output
 */
async function buildIdOf(output) {
  const hash = createHash('sha256').update(VERSION);
  for (const file of ['build.mjs', 'chunk-groups.mjs', 'islands-table.mjs', 'runtime-into-shop.mjs'])
    hash.update(await readFile(new URL(file, import.meta.url)));
  for (const item of [...output].sort((a, b) => (a.fileName < b.fileName ? -1 : 1)))
    hash.update(item.fileName).update(item.type === 'chunk' ? item.code : item.source);
  return hash.digest('base64url').slice(0, 8);
}

/**
 * What tells a shared chunk named after a common file (`tr`, `en`, `model`, `index`) from the
 * others: the folder it serves (`product-search-tr`, `quantity-model`), not a number.
 * @param {import('rolldown').PreRenderedChunk} chunk
 */
function chunkPrefix(chunk) {
  if (GROUP_NAMES.includes(chunk.name) || !['tr', 'en', 'model', 'index', 'messages'].includes(chunk.name))
    return '';
  const folder = folderOf(chunk);
  return folder ? `${folder}-` : '';
}

/**
 * The folder a chunk's first module sits in (for a `messages/` file, the island's).
 * @param {import('rolldown').PreRenderedChunk} chunk
 */
function folderOf(chunk) {
  const first = (chunk.facadeModuleId ?? chunk.moduleIds[0] ?? '').replaceAll('\\', '/').split('/');
  return first.at(-2) === 'messages' ? first.at(-3) : first.at(-2);
}

/** An island's chunk: the module `<package>/src/islands/<name>/island.ts(x)` stands for it. */
const ISLAND_CHUNK = /\/src\/islands\/([^/]+)\/island\.tsx?$/;

/**
 * The build as esbuild's metafile describes one (what scripts/size.mjs, the loader budget test
 * and the mount bench read): `outputs[<outdir>/<file>] = { bytes, entryPoint?, group?, imports, inputs }`,
 * module paths relative to packages/embed.
 * @param {import('rolldown').OutputBundle[string][]} output
 * @param {string} outdir
 * @param {(id: string) => string | undefined} groupOf
 */
function metafileOf(output, outdir, groupOf) {
  const here = (id) =>
    id.startsWith('\0') || !path.isAbsolute(id)
      ? id.replace(/^\0/, '')
      : path.relative(import.meta.dirname, id);
  /** @type {Record<string, any>} */
  const outputs = {};
  for (const chunk of output) {
    if (chunk.type !== 'chunk') continue;
    outputs[`${outdir}/${chunk.fileName}`] = {
      bytes: Buffer.byteLength(chunk.code),
      ...(chunk.facadeModuleId ? { entryPoint: here(chunk.facadeModuleId) } : {}),
      // The chunk group it is (chunk-groups.mjs), for scripts/size.mjs's budgets: every module
      // of the chunk is of that group (a chunk merely named like a group is not one).
      ...groupField(chunk, groupOf),
      imports: [
        ...chunk.imports.map((file) => ({ path: `${outdir}/${file}`, kind: 'import-statement' })),
        ...chunk.dynamicImports.map((file) => ({ path: `${outdir}/${file}`, kind: 'dynamic-import' })),
      ],
      inputs: Object.fromEntries(
        Object.entries(chunk.modules).map(([id, module]) => [
          here(id),
          { bytesInOutput: module.renderedLength },
        ]),
      ),
    };
  }
  return { outputs };
}

/** `{ group }` when every module of the chunk is of one group (chunk-groups.mjs), else nothing. */
function groupField(chunk, groupOf) {
  const groups = new Set(Object.keys(chunk.modules).map((id) => groupOf(id)));
  const [group] = groups;
  if (groups.size === 1 && group) return { group };
  if (GROUP_NAMES.includes(chunk.name))
    throw new Error(`embed: ${chunk.fileName} is named like the group ${chunk.name} but is not it`);
  return {};
}

/** The files a chunk imports statically (the metafile's `imports`). */
const staticImportsOf = (outputs, file) =>
  (outputs[file]?.imports ?? []).filter((dep) => dep.kind === 'import-statement').map((dep) => dep.path);

/** A chunk and every file it imports statically, however indirectly: what loading it loads. */
function staticClosureOf(outputs, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of staticImportsOf(outputs, file)) staticClosureOf(outputs, dep, seen);
  return seen;
}

/**
 * The rules of the chunk groups (chunk-groups.mjs), checked on the output:
 * - no chunk imports `firsat.js` (loaded under another URL, it would run a second loader);
 * - the loader imports no group but its own (every page would download it before any island);
 * - no page group imports the React group (React would come with the first load);
 * - no two chunks import each other statically, however indirectly (the groups take modules out
 *   of the order the bundler would give them; a cycle could run a module before its imports).
 */
function checkGroups(metafile, outdir) {
  const outputs = metafile.outputs;
  const entry = `${outdir}/firsat.js`;
  const staticClosure = (file) => staticClosureOf(outputs, file);
  for (const [file, output] of Object.entries(outputs))
    if (output.imports.some((dep) => dep.path === entry))
      throw new Error(`embed: ${file} imports firsat.js: a module the loader shares is in no group`);
  for (const file of staticClosure(entry))
    if (outputs[file]?.group && outputs[file].group !== 'loader')
      throw new Error(`embed: the loader imports ${file}, of the group ${outputs[file].group}`);
  for (const [file, output] of Object.entries(outputs)) {
    if (!output.group || output.group === 'react') continue;
    const react = [...staticClosure(file)].find((dep) => outputs[dep]?.group === 'react');
    if (react)
      throw new Error(
        `embed: the page group ${output.group} imports the React group (${react}): a view island ` +
          'or a module only views use is in a page group in chunk-groups.mjs',
      );
  }
  for (const file of Object.keys(outputs)) {
    const back = staticImportsOf(outputs, file).find((dep) => staticClosure(dep).has(file));
    if (back) throw new Error(`embed: ${file} and ${back} import each other statically`);
  }
}

/**
 * A lazy import alone is a waterfall: the loader imports the runtime or an island, and only once
 * that chunk has arrived does the browser learn which shared chunks it needs. This rewrites the
 * loader's dynamic imports so that each also `modulepreload`s its chunk's static dependencies,
 * fetching them all in one round.
 */
async function addPreloads(metafile, outdir, id, quiet) {
  const outputs = metafile.outputs;
  const entry = `${outdir}/firsat.js`;
  const closure = (file) => staticClosureOf(outputs, file);
  const alreadyLoaded = closure(entry);
  // The loader's table, and each family's table chunk (it imports its islands the way the loader
  // does). The loader group's own import of the runtime needs none: a view's island chunk, which
  // the table preloads, imports the same chunks statically.
  const importers = [
    entry,
    ...Object.entries(outputs)
      .filter(
        ([file, output]) =>
          file !== entry && Object.keys(output.inputs).some((i) => i.startsWith(TABLE_MODULE)),
      )
      .map(([file]) => file),
  ];
  let rewritten = 0;
  for (const importer of importers) {
    let code = await readFile(new URL(importer, import.meta.url), 'utf8');
    const here = path.posix.dirname(importer);
    // The shared chunks the lazy imports preload, named once: each import lists indices into
    // this table instead of repeating hashed file names.
    const shared = [];
    const indexOf = (file) => {
      // The build's id is written once, in the helper.
      if (!file.endsWith(`-${id}.js`)) throw new Error(`embed: ${file} is not named with the build's id`);
      const name = path.posix.relative(`${outdir}/chunks`, file).slice(0, -`-${id}.js`.length);
      if (!shared.includes(name)) shared.push(name);
      return shared.indexOf(name);
    };
    code = code.replace(
      /import\([`"](\.\.?\/(?:chunks|islands)\/[^`"]+\.js|\.\/[^`"/]+\.js)[`"]\)/g,
      (call, specifier) => {
        const target = path.posix.join(here, specifier);
        const loaded = importer === entry ? alreadyLoaded : new Set([...alreadyLoaded, ...closure(importer)]);
        const deps = [...closure(target)].filter(
          (d) => d !== target && !loaded.has(d) && d.startsWith(`${outdir}/chunks/`),
        );
        if (deps.length === 0) return call;
        rewritten++;
        // in ascending order: the rows then repeat each other, which gzip stores once
        const list = deps.map(indexOf).sort((a, b) => a - b);
        return `__firsatImport(${JSON.stringify(specifier)},[${list.join(',')}])`;
      },
    );
    if (shared.length === 0) continue;
    const toChunks = path.posix.relative(here, `${outdir}/chunks`) || '.';
    // A function declaration (hoisted with its body): lazy imports may run while firsat.js is
    // still evaluating (islands with the `load` strategy), before any `const` at its end exists.
    const helper =
      `function __firsatImport(s,d){const c=${JSON.stringify(shared)};for(const i of d){` +
      `const h=new URL("${toChunks.startsWith('.') ? toChunks : `./${toChunks}`}/"+c[i]+"-${id}.js",import.meta.url).href;` +
      'if(!document.querySelector(\'link[href="\'+h+\'"]\')){const l=document.createElement("link");' +
      'l.rel="modulepreload";l.href=h;document.head.append(l)}}return import(s)}\n';
    // A hoisted declaration, appended before the source map comment so the map stays exact.
    const mapComment = code.lastIndexOf('//# sourceMappingURL=');
    const at = mapComment >= 0 ? mapComment : code.length;
    await writeFile(new URL(importer, import.meta.url), `${code.slice(0, at)}${helper}${code.slice(at)}`);
  }
  if (!quiet) console.log(`embed: ${rewritten} lazy imports preload their dependencies`);
}

// `node build.mjs`; FIRSAT_EMBED_OUT (a folder inside packages/embed, default 'dist') lets two
// builds run side by side.
if (import.meta.url === `file://${process.argv[1]}`) {
  await buildEmbed({ outdir: process.env.FIRSAT_EMBED_OUT || 'dist' });
}
