import type { Migration } from '../db';

/**
 * The demo push service's subscriptions (the push bell's local provider): one row per browser
 * ("device", the id its SDK keeps in localStorage), with the session and the user that stored it.
 */
export const pushSubscriptions: Migration = {
  name: 'push-subscriptions',
  up: (db) => {
    db.exec(`CREATE TABLE push_subscriptions (
      device TEXT PRIMARY KEY,
      session_id TEXT NOT NULL,
      user_id INTEGER,
      locale TEXT NOT NULL DEFAULT '',
      user_agent TEXT NOT NULL DEFAULT '',
      created_at INTEGER NOT NULL
    )`);
  },
};
