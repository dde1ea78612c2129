import Cookies from 'js-cookie';

/** How a cookie is written. Without `days` or `expires` it is a session cookie. */
export interface CookieOptions {
  /** Lifetime in days (fractions allowed: 0.25 is 6 hours). */
  days?: number;
  /** An exact expiry; wins over `days`. */
  expires?: Date;
  /** Default '/', so every page of the shop sees the cookie. */
  path?: string;
  domain?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/** A cookie's value, or undefined when it is not set. */
export function getCookie(name: string): string | undefined {
  return Cookies.get(name);
}

/** Writes a cookie (path '/' unless given). */
export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const { days, expires, path = '/', domain, sameSite, secure } = options;
  Cookies.set(name, value, {
    path,
    expires: expires ?? days,
    ...(domain === undefined ? {} : { domain }),
    ...(sameSite === undefined ? {} : { sameSite }),
    ...(secure === undefined ? {} : { secure }),
  });
}

/** Deletes a cookie; `path` and `domain` must be those it was written with (default '/'). */
export function removeCookie(name: string, options: Pick<CookieOptions, 'path' | 'domain'> = {}): void {
  const { path = '/', domain } = options;
  Cookies.remove(name, { path, ...(domain === undefined ? {} : { domain }) });
}

/** A cookie holding JSON, parsed; undefined when unset or not valid JSON. */
export function getJsonCookie(name: string): unknown {
  const raw = getCookie(name);
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
