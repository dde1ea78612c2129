import { hmacHex, safeEqual } from '../lib';

/** Who a nonce belongs to: the signed-in user (0 for a guest) and the visitor's session. */
export interface NonceOwner {
  userId: number;
  sessionId: string;
}

/** 1: made in the current half-life; 2: in the previous one (still valid); 0: invalid or expired. */
export type NonceCheck = 0 | 1 | 2;

export interface Nonces {
  readonly ttlSeconds: number;
  create(action: string, owner: NonceOwner): string;
  verify(action: string, nonce: string, owner: NonceOwner): NonceCheck;
}

/**
 * WordPress's nonces: time is cut into ticks of half the lifetime; a nonce is a 10-hex-digit
 * slice of an HMAC over (tick, action, user, session token), and verification accepts this tick
 * or the one before, so a nonce lives between ttl/2 and ttl seconds.
 */
export function createNonces(options: { secret: string; ttlSeconds: number; now: () => number }): Nonces {
  const { secret, ttlSeconds, now } = options;
  if (!(ttlSeconds > 0)) throw new Error(`nonce lifetime must be positive, got ${ttlSeconds}`);
  const tick = (): number => Math.ceil(now() / 1000 / (ttlSeconds / 2));
  const sign = (at: number, action: string, owner: NonceOwner): string =>
    hmacHex(`${secret}:nonce`, `${at}|${action}|${owner.userId}|${owner.sessionId}`).slice(-12, -2);

  return {
    ttlSeconds,
    create: (action, owner) => sign(tick(), action, owner),
    verify: (action, nonce, owner) => {
      if (!nonce) return 0;
      const current = tick();
      if (safeEqual(sign(current, action, owner), nonce)) return 1;
      if (safeEqual(sign(current - 1, action, owner), nonce)) return 2;
      return 0;
    },
  };
}
