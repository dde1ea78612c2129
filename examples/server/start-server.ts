import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app';
import { printBanner } from './banner';
import { createStore, type Store } from './context';
import { site } from './lib';

export interface StartOptions {
  /** 0 picks a free port (tests); default 4173 */
  port?: number;
  /** SQLite file or ':memory:'; default examples/.data/store.sqlite */
  dbPath?: string;
  /** nonce lifetime in seconds; default 86400 (a day, as WordPress) */
  nonceTtlSeconds?: number;
  /** the firsat build to serve at /firsat/; default packages/embed/dist */
  embedDir?: string;
  /** print nothing (by default it prints the address, the demo logins and a missing build) */
  quiet?: boolean;
  /** the clock in epoch ms; tests move it to expire nonces and sessions without waiting */
  now?: () => number;
}

export interface RunningServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** the store behind it (database, nonces), for tests */
  store: Store;
  /** stops listening, drops open connections and closes the database */
  close(): Promise<void>;
}

const examplesDir = fileURLToPath(new URL('..', import.meta.url));
export const defaults = {
  port: 4173,
  dbPath: fileURLToPath(new URL('../.data/store.sqlite', import.meta.url)),
  embedDir: fileURLToPath(new URL('../../packages/embed/dist', import.meta.url)),
  publicDir: `${examplesDir}public`,
} as const;

function listen(server: Server, port: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Starts the demo store on 127.0.0.1 (never on other interfaces). */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const store = createStore({
    dbPath: options.dbPath ?? defaults.dbPath,
    nonceTtlSeconds: options.nonceTtlSeconds ?? site.defaultNonceTtlSeconds,
    embedDir: options.embedDir ?? defaults.embedDir,
    publicDir: defaults.publicDir,
    now: options.now ?? Date.now,
  });
  let server: Server;
  try {
    const app = await createApp(store);
    server = createAdaptorServer({ fetch: app.fetch }) as Server;
    await listen(server, options.port ?? defaults.port);
  } catch (error) {
    store.db.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  if (!options.quiet) printBanner({ url, dbPath: store.options.dbPath, embedDir: store.options.embedDir });
  return {
    url,
    store,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          store.db.close();
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}
