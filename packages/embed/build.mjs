// The script-tag build: dist/firsat.js (the loader, with the island table generated from the
// island folders) and its lazily loaded chunks, with esbuild; dist/meta.json is what
// scripts/size.mjs reads to report and enforce the size budgets. `buildEmbed()` is also what the
// loader's 80-island budget test builds with (test/loader-budget.test.ts).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { islandsTablePlugin, readIslandFolders, tableModule } from './islands-table.mjs';

const repo = path.resolve(import.meta.dirname, '../..');

/**
 * @param {{ outdir?: string, islands?: () => import('./islands-table.mjs').IslandEntry[],
 *           plugins?: import('esbuild').Plugin[], quiet?: boolean }} [options]
 *   `outdir`: a folder inside packages/embed; `islands`: the table's rows (default: every island
 *   folder); `plugins`: more esbuild plugins (the budget test's stand-in chunks).
 */
export async function buildEmbed({ outdir = 'dist', islands, plugins = [], quiet = false } = {}) {
  const table = () => tableModule(islands ? islands() : readIslandFolders(repo));
  const result = await build({
    absWorkingDir: import.meta.dirname,
    entryPoints: { firsat: 'src/firsat.ts' },
    outdir,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    sourcemap: 'linked',
    legalComments: 'none',
    conditions: ['source'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel: 'warning',
    plugins: [islandsTablePlugin(table), ...plugins],
  });

  await dropHelperImport(result.metafile, outdir);
  await writeFile(new URL(`${outdir}/meta.json`, import.meta.url), JSON.stringify(result.metafile));
  await addPreloads(result.metafile, outdir, quiet);
  const files = Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js'));
  if (!quiet) console.log(`embed: built ${files.length} files into packages/embed/${outdir}`);
  return result.metafile;
}

// `node build.mjs`; FIRSAT_EMBED_OUT (a folder inside packages/embed, default 'dist') lets two
// builds run side by side.
if (import.meta.url === `file://${process.argv[1]}`) {
  await buildEmbed({ outdir: process.env.FIRSAT_EMBED_OUT || 'dist' });
}

/**
 * esbuild puts its module helpers (`__commonJS`, `__toESM`, … for the CommonJS packages React and
 * DOMPurify) in a chunk of their own and imports it from the loader for its side effects, although
 * the loader uses none of them: ~0.5 KB gzipped on every page before any island starts. The
 * helpers define functions only, and every chunk that uses them imports them by name, so the
 * loader's bare import goes (and the metafile follows, so the size budget sees the real loader).
 */
async function dropHelperImport(metafile, outdir) {
  const entry = `${outdir}/firsat.js`;
  const outputs = metafile.outputs;
  const helpers = outputs[entry].imports.filter(
    (dep) =>
      dep.kind === 'import-statement' && Object.keys(outputs[dep.path]?.inputs ?? { x: 1 }).length === 0,
  );
  if (helpers.length === 0) return;
  let code = await readFile(new URL(entry, import.meta.url), 'utf8');
  for (const helper of helpers) {
    const bare = `import"./${path.posix.relative(outdir, helper.path)}";`;
    if (!code.includes(bare)) continue;
    // Blanked, not cut, so the source map's columns stay exact.
    code = code.replace(bare, ' '.repeat(bare.length));
    outputs[entry].imports = outputs[entry].imports.filter((dep) => dep !== helper);
  }
  await writeFile(new URL(entry, import.meta.url), code);
}

/**
 * esbuild leaves a waterfall: the loader imports the runtime or an island, and only once that
 * chunk has arrived does the browser learn which shared chunks it needs. This rewrites the
 * loader's dynamic imports so that each also `modulepreload`s its chunk's static dependencies,
 * fetching them all in one round.
 */
async function addPreloads(metafile, outdir, quiet) {
  const outputs = metafile.outputs;
  const entry = `${outdir}/firsat.js`;
  const closure = (file, seen = new Set()) => {
    for (const dep of outputs[file]?.imports ?? []) {
      if (dep.kind !== 'import-statement' || seen.has(dep.path)) continue;
      seen.add(dep.path);
      closure(dep.path, seen);
    }
    return seen;
  };
  const alreadyLoaded = closure(entry);
  let code = await readFile(new URL(entry, import.meta.url), 'utf8');
  let rewritten = 0;
  code = code.replace(/import\("(\.\/chunks\/[^"]+\.js)"\)/g, (call, specifier) => {
    const target = path.posix.join(outdir, specifier);
    const deps = [...closure(target)].filter((d) => !alreadyLoaded.has(d));
    if (deps.length === 0) return call;
    rewritten++;
    const urls = deps.map((d) => `./${path.posix.relative(outdir, d)}`);
    return `__firsatImport(${JSON.stringify(specifier)},${JSON.stringify(urls)})`;
  });
  const helper =
    'function __firsatImport(s,d){for(const p of d){const h=new URL(p,import.meta.url).href;' +
    'if(!document.querySelector(\'link[href="\'+h+\'"]\')){const l=document.createElement("link");' +
    'l.rel="modulepreload";l.href=h;document.head.append(l)}}return import(s)}\n';
  // A hoisted declaration, appended before the source map comment so the map stays exact.
  const mapComment = code.lastIndexOf('//# sourceMappingURL=');
  const at = mapComment >= 0 ? mapComment : code.length;
  await writeFile(new URL(entry, import.meta.url), `${code.slice(0, at)}${helper}${code.slice(at)}`);
  if (!quiet) console.log(`embed: ${rewritten} lazy imports preload their dependencies`);
}
