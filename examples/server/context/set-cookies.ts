import type { Context } from 'hono';

/**
 * Adds Set-Cookie lines to the response a handler left. Response.redirect() and fetched
 * responses have immutable headers: those are copied first, then given the cookies.
 */
export function appendSetCookies(c: Context, cookies: string[]): void {
  try {
    for (const cookie of cookies) c.res.headers.append('Set-Cookie', cookie);
  } catch {
    c.res = new Response(c.res.body, c.res);
    for (const cookie of cookies) c.res.headers.append('Set-Cookie', cookie);
  }
}
