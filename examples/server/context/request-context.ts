import type { MiddlewareHandler } from 'hono';
import {
  findUser,
  type NonceCheck,
  resumeSession,
  type Session,
  sessionCookieName,
  sessionCookieValue,
  type User,
} from '../auth';
import type { Db } from '../db';
import { readCookie, serializeCookie } from '../http';
import { cartCookieHeaders, getCart } from '../shop';
import { appendSetCookies } from './set-cookies';
import type { Store } from './store';

/** What every page and endpoint handler gets: the store plus this visitor's session and user. */
export interface RequestContext {
  readonly store: Store;
  readonly db: Db;
  /** scheme://host:port of this request; absolute URLs in pages and globals are built from it */
  readonly origin: string;
  readonly session: Session;
  /** The signed-in user. REST requests without a nonce see null, as WordPress treats them. */
  user: User | null;
  /** An absolute URL for a site path ('/sepet/' → 'http://127.0.0.1:4173/sepet/'). */
  url(path: string): string;
  /** wp_create_nonce(action) for this visitor */
  nonce(action: string): string;
  /** wp_verify_nonce(nonce, action) for this visitor */
  verifyNonce(action: string, nonce: string | undefined | null): NonceCheck;
}

export interface AppEnv {
  Variables: { ctx: RequestContext };
}

export function createRequestContext(store: Store, request: Request): RequestContext {
  const session = resumeSession(
    store.db,
    store.secret,
    readCookie(request.headers.get('cookie'), sessionCookieName),
    store.nowSeconds(),
  );
  const origin = new URL(request.url).origin;
  const ctx: RequestContext = {
    store,
    db: store.db,
    origin,
    session,
    user: session.userId === null ? null : findUser(store.db, session.userId),
    url: (path) => new URL(path, `${origin}/`).href,
    nonce: (action) => store.nonces.create(action, { userId: ctx.user?.id ?? 0, sessionId: session.id }),
    verifyNonce: (action, nonce) =>
      store.nonces.verify(action, nonce ?? '', { userId: ctx.user?.id ?? 0, sessionId: session.id }),
  };
  return ctx;
}

/**
 * Opens (or starts) the visitor's session before the handler; after it, sends the session cookie
 * (when new or renewed) and the cart cookies, from the cart as the handler left it.
 */
export function requestContext(store: Store): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const ctx = createRequestContext(store, c.req.raw);
    c.set('ctx', ctx);
    await next();
    const cookies = cartCookieHeaders(
      getCart(store.db, ctx.session.id, store.nowSeconds()),
      c.req.header('cookie') ?? null,
      store.nowSeconds(),
    );
    if (ctx.session.sendCookie) {
      cookies.unshift(
        serializeCookie(sessionCookieName, sessionCookieValue(ctx.session, store.secret), {
          expires: ctx.session.expiresAt,
          httpOnly: true,
        }),
      );
    }
    if (cookies.length > 0) appendSetCookies(c, cookies);
  };
}
