#!/usr/bin/env node
// `npm test`: every check a submission must pass, in the order that fails fastest —
// typecheck, lint, unit tests, builds, size budgets, Storybook build, end-to-end tests in
// Debian's Chromium against the demo store, then the demo pages' weight against their budgets.
// Ends with one plain "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  FORCE_COLOR: '0',
};
const steps = [
  // The committed lockfile is exactly what `npm install` (the step before this one) writes.
  ['lockfile', 'git diff --exit-code --stat -- package-lock.json'],
  ['chromium', 'node scripts/ensure-chromium.mjs'],
  ['typecheck', 'npx turbo run typecheck --output-logs=errors-only && npx tsc --noEmit -p tsconfig.json'],
  ['lint', 'npx biome check --error-on-warnings .'],
  ['floor-plan', 'node scripts/floor-plan/check.mjs'],
  ['unit', 'npx vitest run --reporter=default --reporter=json --outputFile=reports/unit.json'],
  ['build', 'npx turbo run build --output-logs=errors-only'],
  // Every package's exports map and types, as a consumer's bundler would resolve them.
  [
    'publint',
    ['core', 'cart', 'blocks', 'post-blocks', 'forms', 'media-admin', 'embed']
      .map((p) => `npx publint --strict packages/${p}`)
      .join(' && '),
  ],
  ['size', 'node scripts/size.mjs'],
  ['storybook', 'npm run build-storybook --silent'],
  ['e2e', 'npx playwright test'],
  // The WordPress plugin on Debian's WordPress, PHP and MariaDB (installed when missing), from
  // its release zip, in Chromium (integrations/wordpress/tests/run.mjs).
  ['wordpress', 'node integrations/wordpress/tests/run.mjs'],
  // Page budgets (issue 10) on the build above: first loads and full visits, every page
  // (scripts/page-weight.mjs, docs/PERFORMANCE.md).
  ['page-weight', 'npx tsx scripts/page-weight.mjs'],
];

rmSync('reports', { recursive: true, force: true });
const timings = [];
let failedStep;
for (const [name, command] of steps) {
  console.log(`\n▶ ${name}: ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit', env });
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (status !== 0) {
    failedStep = name;
    break;
  }
}

/** Counts from the vitest and Playwright JSON reports (the demo store's e2e and the WordPress plugin's). */
function counts() {
  let passed = 0;
  let failed = 0;
  if (existsSync('reports/unit.json')) {
    const unit = JSON.parse(readFileSync('reports/unit.json', 'utf8'));
    passed += unit.numPassedTests;
    failed += unit.numFailedTests;
  }
  for (const report of ['reports/e2e.json', 'reports/wordpress.json']) {
    if (!existsSync(report)) continue;
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  }
  return { passed, failed };
}

const { passed, failed } = counts();
console.log(`\nSteps: ${timings.join(' · ')}`);
if (failedStep) console.error(`✗ failed at: ${failedStep}`);
console.log(`${passed} passed, ${failed + (failedStep && failed === 0 ? 1 : 0)} failed`);
process.exit(failedStep ? 1 : 0);
