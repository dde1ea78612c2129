import { describe, expect, it } from 'vitest';
import { dealDate, endOfStoreDay } from './store-time';

describe('store time (Istanbul, UTC+3)', () => {
  it('ends a deal at 23:59:59 Istanbul time, N days on', () => {
    const now = Date.UTC(2026, 10, 21, 19, 0, 0); // 22:00 in Istanbul
    expect(new Date(endOfStoreDay(now, 0) * 1000).toISOString()).toBe('2026-11-21T20:59:59.000Z');
    expect(dealDate(endOfStoreDay(now, 3))).toBe('2026/11/24');
    expect(dealDate(endOfStoreDay(now, -2))).toBe('2026/11/19');
  });

  it('uses the Istanbul day, which starts at 21:00 UTC', () => {
    const lateUtc = Date.UTC(2026, 10, 21, 21, 30, 0); // already 22 November in Istanbul
    expect(dealDate(endOfStoreDay(lateUtc, 1))).toBe('2026/11/23');
  });
});
