import type { Db } from '../db';
import { hmacHex, md5, randomHex, safeEqual, site } from '../lib';

/** Small per-visitor state kept in sessions.data (the cart has its own tables). */
export interface SessionData {
  /** WooCommerce notices waiting to be printed on the next page */
  /** `id`: the field an error belongs to (the notice's data-id) */
  notices?: { type: 'success' | 'error' | 'notice'; html: string; id?: string }[];
}

export interface Session {
  id: string;
  userId: number | null;
  data: SessionData;
  createdAt: number;
  expiresAt: number;
  /** true when the response must (re)send the cookie: a new or a renewed session */
  sendCookie: boolean;
}

/** Like WooCommerce's `wp_woocommerce_session_<COOKIEHASH>`; the hash is fixed for the demo site. */
export const sessionCookieName = `wp_woocommerce_session_${md5(site.theme)}`;

interface SessionRow {
  id: string;
  user_id: number | null;
  data: string;
  created_at: number;
  expires_at: number;
}

const sign = (secret: string, id: string, expires: number): string =>
  hmacHex(`${secret}:session`, `${id}|${expires}`).slice(0, 32);

/** The cookie's value: `id||expires||renew-after||signature`, the shape WooCommerce uses. */
export function sessionCookieValue(session: Session, secret: string): string {
  const renewAfter = session.expiresAt - (site.sessionSeconds - site.sessionRenewSeconds);
  return [session.id, session.expiresAt, renewAfter, sign(secret, session.id, session.expiresAt)].join('||');
}

function fromRow(row: SessionRow, sendCookie: boolean): Session {
  let data: SessionData = {};
  try {
    data = JSON.parse(row.data) as SessionData;
  } catch {
    // a damaged row just loses its notices
  }
  return {
    id: row.id,
    userId: row.user_id,
    data,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    sendCookie,
  };
}

function readCookie(db: Db, secret: string, cookie: string | undefined, now: number): SessionRow | undefined {
  if (!cookie) return undefined;
  const [id, expires, , signature] = cookie.split('||');
  if (!id || !expires || !signature) return undefined;
  if (!safeEqual(sign(secret, id, Number(expires)), signature) || Number(expires) < now) return undefined;
  const row = db.prepare('SELECT * FROM sessions WHERE id = ?').get(id) as SessionRow | undefined;
  return row && row.expires_at >= now ? row : undefined;
}

/** The visitor's session from their cookie, or a new one (its cookie goes out with the response). */
export function resumeSession(db: Db, secret: string, cookie: string | undefined, now: number): Session {
  const row = readCookie(db, secret, cookie, now);
  if (row) {
    if (row.expires_at - now > site.sessionSeconds - site.sessionRenewSeconds) return fromRow(row, false);
    const expiresAt = now + site.sessionSeconds;
    db.prepare('UPDATE sessions SET expires_at = ? WHERE id = ?').run(expiresAt, row.id);
    return fromRow({ ...row, expires_at: expiresAt }, true);
  }
  // WooCommerce marks guest session ids with a leading "t_".
  const fresh: SessionRow = {
    id: `t_${randomHex(15)}`,
    user_id: null,
    data: '{}',
    created_at: now,
    expires_at: now + site.sessionSeconds,
  };
  db.prepare(
    'INSERT INTO sessions (id, user_id, data, created_at, expires_at) VALUES (@id, @user_id, @data, @created_at, @expires_at)',
  ).run(fresh);
  return fromRow(fresh, true);
}

export function saveSessionData(db: Db, session: Session): void {
  db.prepare('UPDATE sessions SET data = ? WHERE id = ?').run(JSON.stringify(session.data), session.id);
}

export function setSessionUser(db: Db, session: Session, userId: number | null): void {
  db.prepare('UPDATE sessions SET user_id = ? WHERE id = ?').run(userId, session.id);
  session.userId = userId;
}

export function deleteExpiredSessions(db: Db, now: number): void {
  db.prepare('DELETE FROM sessions WHERE expires_at < ?').run(now);
}
