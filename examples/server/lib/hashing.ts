import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

export function hmacHex(key: string, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

/** Compares two strings in constant time (for nonces, cookie signatures and password hashes). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
