import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const port = Number(process.env.FIRSAT_E2E_PORT ?? 4399);
// A build in another folder (FIRSAT_EMBED_OUT of packages/embed/build.mjs) can be served instead of dist.
const embedDir = process.env.FIRSAT_EMBED_OUT
  ? path.resolve(import.meta.dirname, 'packages/embed', process.env.FIRSAT_EMBED_OUT)
  : '';

/**
 * End-to-end tests against the demo store in Debian's Chromium. The store starts with a fresh
 * in-memory database and is stopped by Playwright when the run ends.
 */
export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  },
  webServer: {
    command: 'npx tsx examples/server/main.ts',
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port), FIRSAT_DB: ':memory:', FIRSAT_QUIET: '1', FIRSAT_EMBED_DIR: embedDir },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
