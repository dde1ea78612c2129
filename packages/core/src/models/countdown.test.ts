import { pad2, parseDealDate, remainingParts } from './countdown';
import { createCountdown } from './countdown-store';

const at = (iso: string) => new Date(iso).getTime();

describe('remainingParts', () => {
  test.each([
    ['1 day 2 h 3 min 4 s left', at('2026-01-02T02:03:04'), at('2026-01-01T00:00:00'), [1, 2, 3, 4, false]],
    ['exactly one hour', at('2026-01-01T01:00:00'), at('2026-01-01T00:00:00'), [0, 1, 0, 0, false]],
    ['one second', at('2026-01-01T00:00:01'), at('2026-01-01T00:00:00'), [0, 0, 0, 1, false]],
    [
      'a partial second still counts',
      at('2026-01-01T00:00:01'),
      at('2026-01-01T00:00:00') + 400,
      [0, 0, 0, 1, false],
    ],
    ['end reached', at('2026-01-01T00:00:00'), at('2026-01-01T00:00:00'), [0, 0, 0, 0, true]],
    ['end in the past shows zeros', at('2025-01-01T00:00:00'), at('2026-01-01T00:00:00'), [0, 0, 0, 0, true]],
    // The classic script showed 24−h / 60−m / 60−s; 23 h 59 min 59 s must read as such.
    ['not the legacy 24−h', at('2026-01-01T23:59:59'), at('2026-01-01T00:00:00'), [0, 23, 59, 59, false]],
    ['many days', at('2026-04-11T00:00:00'), at('2026-01-01T00:00:00'), [100, 0, 0, 0, false]],
  ])('%s', (_label, end, now, [days, hours, minutes, seconds, done]) => {
    expect(remainingParts(end as number, now as number)).toEqual({ days, hours, minutes, seconds, done });
  });
});

test.each([
  [0, '00'],
  [7, '07'],
  [59, '59'],
  [123, '123'],
  [-3, '00'],
])('pad2(%i) = %s', (n, text) => expect(pad2(n)).toBe(text));

describe('parseDealDate', () => {
  test('reads the plugin format as local midnight', () => {
    const d = parseDealDate('2026/12/31');
    expect(d?.getFullYear()).toBe(2026);
    expect(d?.getMonth()).toBe(11);
    expect(d?.getDate()).toBe(31);
    expect(d?.getHours()).toBe(0);
  });
  test.each(['yarın', '', '2026/13/01', '2026/02/30', '31/12/2026', '2026/12/31 10:00'])(
    'rejects %j',
    (text) => {
      expect(parseDealDate(text)).toBeNull();
    },
  );
});

describe('createCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('ticks every second and stops at zero', () => {
    vi.setSystemTime(at('2026-01-01T00:00:00'));
    const store = createCountdown(at('2026-01-01T00:00:03'));
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().seconds));
    expect(store.getSnapshot().seconds).toBe(3);
    // The shared ticker fires a few ms after each wall-clock second.
    vi.advanceTimersByTime(1010);
    expect(store.getSnapshot().seconds).toBe(2);
    vi.advanceTimersByTime(2000);
    expect(store.getSnapshot()).toMatchObject({ seconds: 0, done: true });
    expect(seen).toEqual([2, 1, 0]);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('an end in the past is done at once and sets no timer', () => {
    vi.setSystemTime(at('2026-01-01T00:00:00'));
    const store = createCountdown(at('2025-06-01T00:00:00'));
    store.subscribe(() => {});
    expect(store.getSnapshot().done).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
