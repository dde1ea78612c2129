// Builds dist/firsat.js and its lazily loaded chunks with esbuild, and writes dist/meta.json,
// which scripts/size.mjs reads to report and enforce the size budgets.
import { writeFile } from 'node:fs/promises';
import { build } from 'esbuild';

const result = await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: { firsat: 'src/firsat.ts' },
  outdir: 'dist',
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
});

await writeFile(new URL('dist/meta.json', import.meta.url), JSON.stringify(result.metafile));
const files = Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js'));
console.log(`embed: built ${files.length} files into packages/embed/dist`);
