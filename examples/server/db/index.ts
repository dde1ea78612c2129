/**
 * Layer 1, the database: opens SQLite and runs the migrations it is given. Imports nothing of the
 * store.
 */
export type { Migration } from './migration';
export { type Db, openDatabase } from './open-database';
