import { afterAll, beforeAll } from 'vitest';
import { type RunningServer, startServer } from '../start-server';

/** A test file's demo store and the clock its tests can move forward (to expire nonces). */
export interface TestServer {
  /** the running store (throws outside the file's tests) */
  readonly server: RunningServer;
  /** milliseconds added to the store's clock */
  clock: { shift: number };
}

/**
 * Starts one demo store per test file (in-memory database, no embed build) before its tests and
 * stops it after them. Call at the top level of the test file.
 */
export function serveForTests(options: { nonceTtlSeconds?: number } = {}): TestServer {
  const clock = { shift: 0 };
  let running: RunningServer | undefined;
  beforeAll(async () => {
    running = await startServer({
      port: 0,
      dbPath: ':memory:',
      quiet: true,
      embedDir: '/nonexistent',
      nonceTtlSeconds: options.nonceTtlSeconds,
      now: () => Date.now() + clock.shift,
    });
  });
  afterAll(async () => {
    await running?.close();
  });
  return {
    get server() {
      if (!running) throw new Error('serveForTests: the store runs only inside the tests of its file');
      return running;
    },
    clock,
  };
}
