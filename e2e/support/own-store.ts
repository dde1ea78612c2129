import path from 'node:path';
import { type RunningServer, startServer } from '@firsat/examples/server';
import { test as base } from '@playwright/test';

/**
 * A test that gets a store of its own: a fresh in-memory database on a free port, started in the
 * test and stopped after it. For tests whose data other specs change on the shared store (orders
 * change stock, coupon counts and the recent sales), so that no test sees another's order. A
 * server start costs under a second, and needs no test-only endpoint in the demo store.
 */
export const ownStoreTest = base.extend<{ store: RunningServer }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  store: async ({}, use) => {
    const store = await startServer({
      port: 0,
      dbPath: ':memory:',
      quiet: true,
      // the build the shared store serves (playwright.config.ts): FIRSAT_EMBED_OUT, else dist
      embedDir: process.env.FIRSAT_EMBED_OUT
        ? path.resolve(import.meta.dirname, '../../packages/embed', process.env.FIRSAT_EMBED_OUT)
        : undefined,
    });
    await use(store);
    await store.close();
  },
  baseURL: async ({ store }, use) => {
    await use(store.url);
  },
});
