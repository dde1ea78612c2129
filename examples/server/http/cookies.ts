/** Reads one cookie from a Cookie header (values are URL-decoded, as PHP's $_COOKIE). */
export function readCookie(header: string | undefined | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

export interface CookieOptions {
  expires?: number;
  httpOnly?: boolean;
  path?: string;
}

/** A Set-Cookie value the way PHP's setcookie() writes it (value URL-encoded, path /). */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`, 'SameSite=Lax'];
  if (options.expires !== undefined) parts.push(`Expires=${new Date(options.expires * 1000).toUTCString()}`);
  if (options.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}
