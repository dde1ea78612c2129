import type { Database } from 'better-sqlite3';

/** One step of the database's history; each runs once, in order, inside a transaction. */
export interface Migration {
  name: string;
  up: (db: Database, context: MigrationContext) => void;
}

export interface MigrationContext {
  /** Epoch milliseconds of the first start (seed dates such as "expired yesterday" use it). */
  now: number;
}
