#!/usr/bin/env node
// `npm run release`: builds the script-tag bundle (packages/embed/dist), copies it into the
// WordPress plugin as firsat/build/<version>/ and writes release/firsat-wordpress-<version>.zip
// (firsat/firsat.php, firsat/readme.txt, firsat/includes/…, firsat/build/<version>/…).
//
// Options: --skip-build uses the dist/ already there (built when missing); --out <dir> writes
// the zip elsewhere. The version is the plugin's (firsat.php's header, FIRSAT_VERSION and
// readme.txt's stable tag must agree). Prints the zip's path as its last line.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { zipSync } from 'fflate';

const repo = resolve(import.meta.dirname, '../..');
const pluginDir = join(repo, 'integrations/wordpress/firsat');
const distDir = join(repo, 'packages/embed/dist');
// What the build writes for the project's own tools, not for browsers.
const notShipped = new Set(['meta.json', 'size-report.json']);

const { values } = parseArgs({
  options: { 'skip-build': { type: 'boolean', default: false }, out: { type: 'string' } },
});

/** The plugin's version, checked in the three places that state it. */
function pluginVersion() {
  const php = readFileSync(join(pluginDir, 'firsat.php'), 'utf8');
  const readme = readFileSync(join(pluginDir, 'readme.txt'), 'utf8');
  const header = php.match(/^\s*\*\s*Version:\s*(\S+)/m)?.[1];
  const constant = php.match(/define\(\s*'FIRSAT_VERSION',\s*'([^']+)'\s*\)/)?.[1];
  const stable = readme.match(/^Stable tag:\s*(\S+)/m)?.[1];
  if (!header || header !== constant || header !== stable) {
    throw new Error(
      `plugin version disagrees: header ${header}, FIRSAT_VERSION ${constant}, readme stable tag ${stable}`,
    );
  }
  return header;
}

/** Every file under `dir`, as paths relative to it with forward slashes. */
function walk(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path, base) : [relative(base, path).split(sep).join('/')];
  });
}

const version = pluginVersion();
if (!values['skip-build'] || !existsSync(join(distDir, 'firsat.js'))) {
  execFileSync(process.execPath, [join(repo, 'packages/embed/build.mjs')], { cwd: repo, stdio: 'inherit' });
}

// The plugin's build folder holds exactly this version's files (it is gitignored).
const buildDir = join(pluginDir, 'build');
rmSync(buildDir, { recursive: true, force: true });
const versionDir = join(buildDir, version);
mkdirSync(versionDir, { recursive: true });
for (const file of walk(distDir)) {
  if (notShipped.has(file)) continue;
  cpSync(join(distDir, file), join(versionDir, file));
}

const entries = {};
for (const file of walk(pluginDir)) {
  entries[`firsat/${file}`] = readFileSync(join(pluginDir, file));
}
const outDir = resolve(repo, values.out ?? 'release');
mkdirSync(outDir, { recursive: true });
const zipPath = join(outDir, `firsat-wordpress-${version}.zip`);
writeFileSync(zipPath, zipSync(entries, { level: 9 }));
const kb = (statSync(zipPath).size / 1024).toFixed(0);
console.log(`firsat ${version}: ${Object.keys(entries).length} files, ${kb} KB`);
console.log(zipPath);
