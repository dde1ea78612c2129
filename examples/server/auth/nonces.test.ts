import { describe, expect, it } from 'vitest';
import { createNonces } from './nonces';

const owner = { userId: 0, sessionId: 't_abc' };

function setup(ttlSeconds: number) {
  let now = Date.UTC(2026, 0, 1, 12, 0, 0);
  const nonces = createNonces({ secret: 'test-secret', ttlSeconds, now: () => now });
  return { nonces, advance: (seconds: number) => (now += seconds * 1000) };
}

describe('nonces', () => {
  it('are 10 hex digits that verify for their action and owner only', () => {
    const { nonces } = setup(86_400);
    const nonce = nonces.create('wp_rest', owner);
    expect(nonce).toMatch(/^[0-9a-f]{10}$/);
    expect(nonces.verify('wp_rest', nonce, owner)).toBe(1);
    expect(nonces.verify('wopb-nonce', nonce, owner)).toBe(0);
    expect(nonces.verify('wp_rest', nonce, { ...owner, sessionId: 't_other' })).toBe(0);
    expect(nonces.verify('wp_rest', nonce, { ...owner, userId: 3 })).toBe(0);
    expect(nonces.verify('wp_rest', '', owner)).toBe(0);
    expect(nonces.verify('wp_rest', 'not-a-nonce', owner)).toBe(0);
  });

  it('stay valid across two half-lives (1, then 2) and then expire, like WordPress', () => {
    const { nonces, advance } = setup(10);
    // the clock starts on a tick boundary (12:00:00 is a multiple of 5 s), so step just inside
    advance(0.5);
    const nonce = nonces.create('wp_rest', owner);
    advance(4);
    expect(nonces.verify('wp_rest', nonce, owner)).toBe(1);
    advance(1); // next half-life
    expect(nonces.verify('wp_rest', nonce, owner)).toBe(2);
    advance(5); // two half-lives later: gone
    expect(nonces.verify('wp_rest', nonce, owner)).toBe(0);
    expect(nonces.verify('wp_rest', nonces.create('wp_rest', owner), owner)).toBe(1);
  });

  it('never live longer than the lifetime', () => {
    const { nonces, advance } = setup(2);
    const nonce = nonces.create('ultp-nonce', owner);
    advance(2.001);
    expect(nonces.verify('ultp-nonce', nonce, owner)).toBe(0);
  });

  it('refuse a lifetime that is not positive', () => {
    expect(() => createNonces({ secret: 's', ttlSeconds: 0, now: Date.now })).toThrow(/positive/);
  });
});
