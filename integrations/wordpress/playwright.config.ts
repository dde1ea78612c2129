import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

const repo = path.resolve(import.meta.dirname, '../..');

/**
 * The WordPress plugin's browser tests, against the WordPress site that
 * integrations/wordpress/tests/run.mjs starts (FIRSAT_WP_URL); run them through run.mjs.
 * Serial: some tests change the site's options and put them back.
 */
export default defineConfig({
  testDir: 'tests',
  testMatch: '*.spec.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  outputDir: path.join(repo, 'test-results-wordpress'),
  reporter: [['list'], ['json', { outputFile: path.join(repo, 'reports/wordpress.json') }]],
  use: {
    baseURL: process.env.FIRSAT_WP_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  },
});
