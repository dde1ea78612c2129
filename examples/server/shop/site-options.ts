import type { Db } from '../db';

/** get_option(): a site option's value, or `fallback` when it is not set. */
export function getOption(db: Db, name: string, fallback = ''): string {
  const row = db.prepare('SELECT value FROM options WHERE name = ?').get(name) as
    | { value: string }
    | undefined;
  return row?.value ?? fallback;
}

/** update_option(). */
export function setOption(db: Db, name: string, value: string): void {
  db.prepare('INSERT OR REPLACE INTO options (name, value) VALUES (?, ?)').run(name, value);
}

/** get_user_meta( $id, $key, true ): '' when unset. */
export function getUserMeta(db: Db, userId: number, key: string): string {
  const row = db.prepare('SELECT value FROM user_meta WHERE user_id = ? AND key = ?').get(userId, key) as
    | { value: string }
    | undefined;
  return row?.value ?? '';
}

/** update_user_meta(). */
export function setUserMeta(db: Db, userId: number, key: string, value: string): void {
  db.prepare('INSERT OR REPLACE INTO user_meta (user_id, key, value) VALUES (?, ?, ?)').run(
    userId,
    key,
    value,
  );
}
