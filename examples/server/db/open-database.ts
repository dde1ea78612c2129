import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Migration } from './migration';

export type Db = Database.Database;

/**
 * Opens (creating if needed) the store's database and brings it up to date: runs the migrations
 * it has not seen yet, in order. Idempotent.
 */
export function openDatabase(file: string, now: number, migrations: readonly Migration[]): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('foreign_keys = ON');
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  migrate(db, now, migrations);
  return db;
}

function migrate(db: Db, now: number, migrations: readonly Migration[]): void {
  const done = db.pragma('user_version', { simple: true }) as number;
  migrations.slice(done).forEach((migration, index) => {
    db.transaction(() => {
      migration.up(db, { now });
      db.pragma(`user_version = ${done + index + 1}`);
    })();
  });
}
