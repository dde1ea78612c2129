import { createNonces, deleteExpiredSessions, type Nonces } from '../auth';
import { type Db, openDatabase } from '../db';
import { migrations } from '../migrations';
import { rollDemoDeals } from '../shop';

export interface StoreOptions {
  /** SQLite file, or ':memory:' */
  dbPath: string;
  nonceTtlSeconds: number;
  /** the firsat build served at /firsat/ (packages/embed/dist) */
  embedDir: string;
  /** the demo theme's own files (examples/public), served under /wp-content/themes/firsat-demo/ */
  publicDir: string;
  /** the clock, epoch ms (tests move it to expire nonces without waiting) */
  now: () => number;
}

/** Everything a request handler shares: the database, the signing secret, nonces and the clock. */
export interface Store {
  readonly db: Db;
  readonly secret: string;
  readonly nonces: Nonces;
  readonly options: StoreOptions;
  /** epoch ms */
  now(): number;
  /** unix seconds */
  nowSeconds(): number;
}

export function createStore(options: StoreOptions): Store {
  const db = openDatabase(options.dbPath, options.now(), migrations);
  const secret = (db.prepare("SELECT value FROM options WHERE name = 'secret'").get() as { value: string })
    .value;
  const nowSeconds = (): number => Math.floor(options.now() / 1000);
  deleteExpiredSessions(db, nowSeconds());
  rollDemoDeals(db, options.now());
  return {
    db,
    secret,
    nonces: createNonces({ secret, ttlSeconds: options.nonceTtlSeconds, now: options.now }),
    options,
    now: options.now,
    nowSeconds,
  };
}
