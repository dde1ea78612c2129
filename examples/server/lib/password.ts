import { randomBytes, scryptSync } from 'node:crypto';
import { safeEqual } from './hashing';

// scrypt cost: 2^14 iterations, 8 blocks, 1 lane, as node:crypto's defaults; about 40 ms a hash.
const cost = { N: 16384, r: 8, p: 1 } as const;
const keyLength = 32;

/** Hashes a password as `scrypt$N$r$p$salt$hash` (salt and hash in base64url). */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password.normalize('NFC'), salt, keyLength, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password.normalize('NFC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return safeEqual(actual.toString('base64url'), hash);
}
