import type { Db } from '../db';
import { verifyPassword } from '../lib';

export type Role =
  | 'administrator'
  | 'editor'
  | 'author'
  | 'customer'
  | 'wholesale_customer'
  | 'subscriber'
  | 'vendor';

export interface User {
  id: number;
  login: string;
  email: string;
  displayName: string;
  nicename: string;
  role: Role;
}

interface UserRow {
  id: number;
  login: string;
  email: string;
  display_name: string;
  nicename: string;
  role: Role;
  password_hash: string;
}

const toUser = (row: UserRow): User => ({
  id: row.id,
  login: row.login,
  email: row.email,
  displayName: row.display_name,
  nicename: row.nicename,
  role: row.role,
});

export function findUser(db: Db, id: number): User | null {
  const row = db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  return row ? toUser(row) : null;
}

/** The user a login name or e-mail and password identify, or null (WordPress accepts either). */
export function authenticate(db: Db, loginOrEmail: string, password: string): User | null {
  const row = db
    .prepare('SELECT * FROM users WHERE login = ? COLLATE NOCASE OR email = ? COLLATE NOCASE')
    .get(loginOrEmail, loginOrEmail) as UserRow | undefined;
  return row && verifyPassword(password, row.password_hash) ? toUser(row) : null;
}

/** The capabilities the demo checks, per role (a small slice of WordPress's). */
const capabilities: Record<Role, readonly string[]> = {
  administrator: ['read', 'upload_files', 'edit_posts', 'delete_posts', 'manage_options', 'edit_users'],
  editor: ['read', 'upload_files', 'edit_posts', 'delete_posts'],
  author: ['read', 'upload_files', 'edit_posts'],
  customer: ['read'],
  wholesale_customer: ['read'],
  subscriber: ['read'],
  vendor: ['read', 'upload_files', 'edit_posts'],
};

export function userCan(user: User | null, capability: string): boolean {
  return user !== null && capabilities[user.role].includes(capability);
}
