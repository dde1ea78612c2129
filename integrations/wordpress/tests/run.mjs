#!/usr/bin/env node
// The WordPress plugin's test, for real (a step of `npm test`):
//   1. Debian's php-cli, php-mysql, mariadb-server and wordpress, installed with apt-get when
//      missing (as scripts/ensure-chromium.mjs does for Chromium, which it also runs; a
//      policy-rc.d keeps Debian's postinst from starting MariaDB or Apache);
//   2. `php -l` on every PHP file of the plugin and of the fixtures;
//   3. the release zip (integrations/wordpress/release.mjs, into the temp folder);
//   4. a private MariaDB (its own datadir and unix socket in a temp folder, no TCP), a private
//      copy of WordPress 6.1 with its own wp-config.php, installed from the command line, the
//      zip unzipped into wp-content/plugins, the fixture plugin and theme, all served by
//      `php -S 127.0.0.1:<free port>`;
//   5. the Playwright tests of integrations/wordpress/tests/*.spec.ts in Debian's Chromium
//      (report: reports/wordpress.json).
// Everything it started is stopped, and the temp folder removed, on success, failure or a
// signal. FIRSAT_WP_KEEP=1 leaves the site running and prints its address (for trying by hand);
// FIRSAT_WP_KEEP=without-firsat does the same with the fixture only, Fırsat not installed (to
// follow docs/wordpress.md from the zip: log in as yonetici / yonetici123).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { unzipSync } from 'fflate';

const here = import.meta.dirname;
const repo = resolve(here, '../../..');
const started = Date.now();
const log = (message) =>
  console.log(`[wordpress ${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);

/** The Debian packages and a file each one brings. */
const packages = {
  'php-cli': '/usr/bin/php',
  'php-mysql': '/usr/share/php8.2-mysql',
  'mariadb-server': '/usr/sbin/mariadbd',
  wordpress: '/usr/share/wordpress/wp-settings.php',
};

function ensurePackages() {
  const hasMysqli = () => existsSync('/usr/bin/php') && /mysqli/.test(run('php', ['-m']));
  const missing = Object.entries(packages)
    .filter(([name, file]) => (name === 'php-mysql' ? !hasMysqli() : !existsSync(file)))
    .map(([name]) => name);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`missing Debian packages: run 'sudo apt-get install -y ${missing.join(' ')}'`);
  }
  log(`installing Debian's ${missing.join(', ')}…`);
  // Debian's postinst scripts would start MariaDB and Apache: a policy-rc.d that says no keeps
  // every service down (a machine that already has one keeps its own).
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    const install = `apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`;
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const first = spawnSync(install, { shell: true, stdio: 'inherit', env });
    if (first.status !== 0) {
      execFileSync('sh', ['-c', `apt-get update -qq && ${install}`], { stdio: 'inherit', env });
    }
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
}

/** Runs a command and returns its stdout; throws with its output on failure. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`,
    );
  }
  return result.stdout;
}

function phpFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'build' ? [] : phpFiles(path);
    return name.endsWith('.php') ? [path] : [];
  });
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function waitFor(what, check, seconds) {
  const deadline = Date.now() + seconds * 1000;
  let last;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch (error) {
      last = error;
    }
    await sleep(200);
  }
  throw new Error(`${what} did not come up in ${seconds} s${last ? `: ${last.message}` : ''}`);
}

/** Processes this script started, stopped in reverse order by stopAll(). */
const children = [];
let temp;

function startProcess(name, command, args, options) {
  // Output goes to a file, shown when the run fails. (A pipe that this script stopped reading
  // while it waited for Playwright once filled up and froze php -S on its next log line.)
  const logFile = join(temp, `${name.replace(/\W+/g, '-')}.log`);
  const fd = openSync(logFile, 'a');
  // Its own process group, so stopping it stops what it forked too.
  const child = spawn(command, args, { stdio: ['ignore', fd, fd], detached: true, ...options });
  closeSync(fd);
  const output = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  children.push({ name, child, output });
  return child;
}

let stopping;
/** Stops every process started here (newest first, each with its process group), then removes the temp folder. Safe to call twice. */
function stopAll() {
  stopping ??= (async () => {
    for (const { child } of [...children].reverse()) {
      const signalGroup = (signal) => {
        try {
          process.kill(-child.pid, signal);
        } catch {
          // the group is gone
        }
      };
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        signalGroup('SIGTERM');
        const late = setTimeout(() => signalGroup('SIGKILL'), 15_000);
        await exited;
        clearTimeout(late);
      }
      // Anything the process forked that outlived it.
      signalGroup('SIGKILL');
    }
    if (temp) rmSync(temp, { recursive: true, force: true, maxRetries: 3 });
  })();
  return stopping;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopAll().finally(() => process.exit(130));
  });
}

async function main() {
  ensurePackages();
  run(process.execPath, [join(repo, 'scripts/ensure-chromium.mjs')]);

  const plugin = join(here, '../firsat');
  const lint = [...phpFiles(plugin), ...phpFiles(here)];
  for (const file of lint) run('php', ['-l', file]);
  log(`php -l: ${lint.length} files, no syntax error`);

  temp = mkdtempSync(join(tmpdir(), 'firsat-wp-'));
  const zipPath = run(process.execPath, [join(here, '../release.mjs'), '--skip-build', '--out', temp], {
    cwd: repo,
  })
    .trim()
    .split('\n')
    .at(-1);
  log(`release zip: ${zipPath}`);

  // MariaDB: a datadir and a socket of its own, no TCP listener, root without a password.
  const datadir = join(temp, 'db');
  const socket = join(temp, 'mysqld.sock');
  run('mariadb-install-db', [
    '--no-defaults',
    `--datadir=${datadir}`,
    '--auth-root-authentication-method=normal',
    '--user=root',
    '--skip-test-db',
  ]);
  const mariadb = startProcess('mariadbd', '/usr/sbin/mariadbd', [
    '--no-defaults',
    `--datadir=${datadir}`,
    `--socket=${socket}`,
    `--pid-file=${join(temp, 'mysqld.pid')}`,
    '--skip-networking',
    '--user=root',
    '--innodb-buffer-pool-size=32M',
    '--skip-log-bin',
  ]);
  await waitFor(
    'MariaDB',
    () => {
      if (mariadb.exitCode !== null) throw new Error(`mariadbd exited:\n${children[0].output()}`);
      return (
        spawnSync('mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', 'SELECT 1']).status === 0
      );
    },
    60,
  );
  run('mariadb', [
    '--no-defaults',
    `--socket=${socket}`,
    '-uroot',
    '-e',
    'CREATE DATABASE wordpress CHARACTER SET utf8mb4',
  ]);
  log('MariaDB up');

  // WordPress: Debian's copy, with our own wp-config.php.
  const site = join(temp, 'wp');
  // Debian's relative symlinks into /usr/share/javascript and /usr/share/php are made absolute.
  cpSync('/usr/share/wordpress', site, { recursive: true });
  rmSync(join(site, 'wp-config.php'));
  rmSync(join(site, '.htaccess'), { force: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const salt = () => Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
  const keys = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT']
    .concat(['LOGGED_IN_SALT', 'NONCE_SALT'])
    .map((key) => `define( '${key}', '${salt()}' );`);
  writeFileSync(
    join(site, 'wp-config.php'),
    `<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:${socket}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${keys.join('\n')}
$table_prefix = 'wp_';
define( 'WP_HOME', '${url}' );
define( 'WP_SITEURL', '${url}' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', '${join(temp, 'debug.log')}' );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'FS_METHOD', 'direct' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`,
  );
  // The plugin exactly as the zip holds it; the fixture plugin and theme beside it.
  const plugins = join(site, 'wp-content/plugins');
  const withFirsat = process.env.FIRSAT_WP_KEEP !== 'without-firsat';
  for (const [name, data] of Object.entries(unzipSync(readFileSync(zipPath)))) {
    if (name.endsWith('/') || !withFirsat) continue;
    mkdirSync(dirname(join(plugins, name)), { recursive: true });
    writeFileSync(join(plugins, name), data);
  }
  cpSync(join(here, 'fixture-plugin'), join(plugins, 'firsat-fixture'), { recursive: true });
  cpSync(join(here, 'fixture-theme'), join(site, 'wp-content/themes/firsat-fixture'), { recursive: true });

  const env = { ...process.env, FIRSAT_WP_DIR: site, FIRSAT_WP_URL: url };
  const setup = (...args) => run('php', [join(here, 'wp-setup.php'), ...args], { env }).trim();
  log(setup('install'));
  log(setup('activate', 'firsat-fixture/firsat-fixture.php'));
  if (withFirsat) log(setup('activate', 'firsat/firsat.php'));

  const php = startProcess('php -S', 'php', ['-S', `127.0.0.1:${port}`, '-t', site], {
    cwd: site,
  });
  await waitFor(
    'php -S',
    async () => {
      if (php.exitCode !== null) throw new Error(`php -S exited:\n${children[1].output()}`);
      return (await fetch(`${url}/`)).ok;
    },
    30,
  );
  log(`WordPress 6.1 at ${url}`);

  if (process.env.FIRSAT_WP_KEEP) {
    log(`kept running (FIRSAT_WP_DIR=${site}); Ctrl-C stops it`);
    await new Promise(() => {});
  }

  // Asynchronously, in its own process group (with its Chromium): a signal reaches stopAll().
  const tests = spawn(
    'npx',
    ['playwright', 'test', '-c', join(here, '../playwright.config.ts'), ...process.argv.slice(2)],
    {
      cwd: repo,
      stdio: 'inherit',
      detached: true,
      env: { ...env, FIRSAT_WP_DEBUG_LOG: join(temp, 'debug.log') },
    },
  );
  children.push({ name: 'playwright', child: tests, output: () => '' });
  return new Promise((done) => tests.once('exit', (code) => done(code ?? 1)));
}

let status = 1;
try {
  status = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  for (const { name, output } of children) {
    if (output()) console.error(`--- ${name}:\n${output().slice(-4000)}`);
  }
} finally {
  await stopAll();
}
log(status === 0 ? 'passed' : 'failed');
process.exit(status);
