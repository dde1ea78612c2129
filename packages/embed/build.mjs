// The script-tag build: dist/firsat.js (the loader, with the island table generated from the
// island folders) and its lazily loaded chunks, with esbuild; dist/meta.json is what
// scripts/size.mjs reads to report and enforce the size budgets. `buildEmbed()` is also what the
// loader's 80-island budget test builds with (test/loader-budget.test.ts).
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { islandsTablePlugin, readIslandFolders } from './islands-table.mjs';

const repo = path.resolve(import.meta.dirname, '../..');

/**
 * @param {{ outdir?: string, islands?: () => import('./islands-table.mjs').IslandEntry[],
 *           plugins?: import('esbuild').Plugin[], quiet?: boolean }} [options]
 *   `outdir`: a folder inside packages/embed; `islands`: the table's rows (default: every island
 *   folder); `plugins`: more esbuild plugins (the budget test's stand-in chunks).
 */
export async function buildEmbed({ outdir = 'dist', islands, plugins = [], quiet = false } = {}) {
  const table = () => (islands ? islands() : readIslandFolders(repo));
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
    plugins: [islandsTablePlugin(table), reactTogether(), ...plugins],
  });

  await dropHelperImport(result.metafile);
  await nameIslandChunks(result.metafile, outdir);
  await writeFile(new URL(`${outdir}/meta.json`, import.meta.url), JSON.stringify(result.metafile));
  await addPreloads(result.metafile, outdir, quiet);
  const files = Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js'));
  if (!quiet) console.log(`embed: built ${files.length} files into packages/embed/${outdir}`);
  return result.metafile;
}

/**
 * React travels as one chunk. esbuild splits shared code by the set of entry points that use it,
 * so `react`, `react/jsx-runtime`, `react-dom` and `react-dom/client` came as four files although
 * no page loads one without the others (a view needs a root). Our sources' `react` and
 * `react/jsx-runtime` imports resolve to a stand-in that re-exports them and imports react-dom's
 * client and the JSX runtime for their side effects (React's packages declare side effects, so esbuild keeps it):
 * every file using React then reaches all four alike and they share a chunk — 1.5 KB gzipped
 * less, and three requests fewer.
 */
function reactTogether() {
  const namespace = 'firsat-react';
  return {
    name: 'firsat-react-together',
    setup(build) {
      build.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, (args) =>
        args.importer.includes('/node_modules/') || args.namespace === namespace
          ? undefined
          : { path: args.path, namespace },
      );
      build.onLoad({ filter: /.*/, namespace }, (args) => ({
        contents:
          `import 'react-dom/client';\nimport 'react/jsx-runtime';\nexport * from '${args.path}';\n` +
          (args.path === 'react' ? `export { default } from 'react';\n` : ''),
        resolveDir: import.meta.dirname,
      }));
    },
  };
}

// `node build.mjs`; FIRSAT_EMBED_OUT (a folder inside packages/embed, default 'dist') lets two
// builds run side by side.
if (import.meta.url === `file://${process.argv[1]}`) {
  await buildEmbed({ outdir: process.env.FIRSAT_EMBED_OUT || 'dist' });
}

/**
 * Island chunks get their island's name, `islands/<name>.js`, instead of esbuild's
 * `chunks/island-<hash>.js`: the loader's table then names each island once (gzip refers back to
 * the row's name instead of storing a random hash per island — about 1 KB with 80 islands), and a
 * page's network panel says which island each file is. Release a build under a versioned path
 * (`…/firsat/1.4.0/firsat.js`), as the unhashed `firsat.js` already requires. Only the loader
 * imports island chunks, so renaming them touches the loader and the metafile alone.
 */
async function nameIslandChunks(metafile, outdir) {
  const outputs = metafile.outputs;
  /** old output path → new output path */
  const moves = new Map();
  for (const [file, output] of Object.entries(outputs)) {
    const island = /\/src\/islands\/([^/]+)\/island\.tsx?$/.exec(output.entryPoint ?? '')?.[1];
    if (island && file.endsWith('.js')) moves.set(file, `${outdir}/islands/${island}.js`);
  }
  if (moves.size === 0) return;
  await mkdir(new URL(`${outdir}/islands/`, import.meta.url), { recursive: true });
  const at = (file) => new URL(file, import.meta.url);
  for (const file of Object.keys(outputs).filter((f) => f.endsWith('.js'))) {
    const target = moves.get(file) ?? file;
    let code = await readFile(at(file), 'utf8');
    // Every relative import, static or dynamic, re-pointed from where the file was to where its
    // target now is, seen from where this file now is.
    code = code.replace(/(from|import|import\()\s*"(\.\.?\/[^"]+\.js)"/g, (_match, keyword, specifier) => {
      const was = path.posix.join(path.posix.dirname(file), specifier);
      const now = moves.get(was) ?? was;
      let relative = path.posix.relative(path.posix.dirname(target), now);
      if (!relative.startsWith('.')) relative = `./${relative}`;
      return `${keyword}"${relative}"`;
    });
    if (target !== file) {
      code = code.replace(
        /\/\/# sourceMappingURL=\S+\s*$/,
        `//# sourceMappingURL=${path.posix.basename(target)}.map\n`,
      );
      await writeFile(at(target), code);
      await rename(at(`${file}.map`), at(`${target}.map`)).catch(() => {});
      await rm(at(file));
    } else {
      await writeFile(at(file), code);
    }
  }
  for (const [file, target] of moves) {
    outputs[target] = outputs[file];
    delete outputs[file];
  }
  for (const output of Object.values(outputs))
    for (const dep of output.imports ?? []) dep.path = moves.get(dep.path) ?? dep.path;
}

/**
 * esbuild puts its module helpers (`__commonJS`, `__toESM`, … for the CommonJS packages React,
 * DOMPurify and sourcebuster) in a chunk of their own and imports it for its side effects from
 * every chunk — the loader, each island, each two-word message chunk — although the helpers
 * define functions only, and every chunk that uses them imports them by name. The bare imports go
 * (about 25 bytes gzipped per file, and the helpers chunk itself on pages where nothing uses it:
 * ~0.5 KB on every page before any island starts), and the metafile follows, so the size budget
 * and the preload lists see the real graph.
 */
async function dropHelperImport(metafile) {
  const outputs = metafile.outputs;
  const isHelpers = (file) => file in outputs && Object.keys(outputs[file].inputs).length === 0;
  for (const [file, output] of Object.entries(outputs)) {
    if (!file.endsWith('.js')) continue;
    const helpers = (output.imports ?? []).filter(
      (dep) => dep.kind === 'import-statement' && isHelpers(dep.path),
    );
    if (helpers.length === 0) continue;
    let code = await readFile(new URL(file, import.meta.url), 'utf8');
    for (const helper of helpers) {
      let specifier = path.posix.relative(path.posix.dirname(file), helper.path);
      if (!specifier.startsWith('.')) specifier = `./${specifier}`;
      const bare = `import"${specifier}";`;
      if (!code.includes(bare)) continue;
      // Blanked, not cut, so the source map's columns stay exact.
      code = code.replace(bare, ' '.repeat(bare.length));
      output.imports = output.imports.filter((dep) => dep !== helper);
    }
    await writeFile(new URL(file, import.meta.url), code);
  }
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
  // The loader, and each family's table chunk (it imports its islands the way the loader does).
  const importers = [
    entry,
    ...Object.entries(outputs)
      .filter(
        ([, output]) =>
          output.entryPoint === undefined &&
          Object.keys(output.inputs).some((i) => i.startsWith('firsat-islands:')),
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
      const name = path.posix.relative(`${outdir}/chunks`, file).replace(/\.js$/, '');
      if (!shared.includes(name)) shared.push(name);
      return shared.indexOf(name);
    };
    code = code.replace(
      /import\("(\.\.?\/(?:chunks|islands)\/[^"]+\.js|\.\/[^"/]+\.js)"\)/g,
      (call, specifier) => {
        const target = path.posix.join(here, specifier);
        const loaded = importer === entry ? alreadyLoaded : new Set([...alreadyLoaded, ...closure(importer)]);
        const deps = [...closure(target)].filter((d) => !loaded.has(d) && d.startsWith(`${outdir}/chunks/`));
        if (deps.length === 0) return call;
        rewritten++;
        return `__firsatImport(${JSON.stringify(specifier)},[${deps.map(indexOf).join(',')}])`;
      },
    );
    if (shared.length === 0) continue;
    const toChunks = path.posix.relative(here, `${outdir}/chunks`) || '.';
    // A function declaration (hoisted with its body): lazy imports may run while firsat.js is
    // still evaluating (islands with the `load` strategy), before any `const` at its end exists.
    const helper =
      `function __firsatImport(s,d){const c=${JSON.stringify(shared)};for(const i of d){` +
      `const h=new URL("${toChunks.startsWith('.') ? toChunks : `./${toChunks}`}/"+c[i]+".js",import.meta.url).href;` +
      'if(!document.querySelector(\'link[href="\'+h+\'"]\')){const l=document.createElement("link");' +
      'l.rel="modulepreload";l.href=h;document.head.append(l)}}return import(s)}\n';
    // A hoisted declaration, appended before the source map comment so the map stays exact.
    const mapComment = code.lastIndexOf('//# sourceMappingURL=');
    const at = mapComment >= 0 ? mapComment : code.length;
    await writeFile(new URL(importer, import.meta.url), `${code.slice(0, at)}${helper}${code.slice(at)}`);
  }
  if (!quiet) console.log(`embed: ${rewritten} lazy imports preload their dependencies`);
}
