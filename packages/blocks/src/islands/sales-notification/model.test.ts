import { createSalesCycle, SALES_FIRST_DELAY_MS, type SalesSnapshot } from './model';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => vi.useRealTimers());

const STAY = 7000;
const GAP = 14000;

function cycle() {
  const c = createSalesCycle({ stayMs: STAY, gapMs: GAP });
  const seen: string[] = [];
  c.subscribe((s: SalesSnapshot) => seen.push(`${s.phase}:${s.index}`));
  return { c, seen, at: () => `${c.getSnapshot().phase}:${c.getSnapshot().index}` };
}

test('SPEC §9: the first popup is due 2000 ms after load', () => {
  expect(SALES_FIRST_DELAY_MS).toBe(2000);
});

test('shows item 0 at once, hides it after the stay, shows the next after stay + gap, and wraps', () => {
  const { c, at } = cycle();
  c.start(2);
  expect(at()).toBe('showing:0');
  vi.advanceTimersByTime(STAY - 1);
  expect(at()).toBe('showing:0');
  vi.advanceTimersByTime(1);
  expect(at()).toBe('gap:0');
  vi.advanceTimersByTime(GAP - 1);
  expect(at()).toBe('gap:0');
  vi.advanceTimersByTime(1);
  expect(at()).toBe('showing:1');
  vi.advanceTimersByTime(STAY + GAP);
  expect(at()).toBe('showing:0');
});

test('nothing starts without items, and start runs once', () => {
  const { c, at, seen } = cycle();
  c.start(0);
  expect(at()).toBe('idle:0');
  c.start(3);
  c.start(3);
  expect(seen.filter((s) => s === 'showing:0')).toHaveLength(1);
});

test('a pause keeps what was left of the stay; resuming runs only the rest', () => {
  const { c, at } = cycle();
  c.start(2);
  vi.advanceTimersByTime(5000);
  c.pause('hover');
  expect(c.getSnapshot().paused).toBe(true);
  vi.advanceTimersByTime(60_000);
  expect(at()).toBe('showing:0');
  c.resume('hover');
  vi.advanceTimersByTime(1999);
  expect(at()).toBe('showing:0');
  vi.advanceTimersByTime(1);
  expect(at()).toBe('gap:0');
});

test('the clock waits for every reason to go (hover, focus, the pause control)', () => {
  const { c, at } = cycle();
  c.start(2);
  c.pause('hover');
  c.pause('focus');
  c.toggleUserPause();
  expect(c.getSnapshot()).toMatchObject({ paused: true, pausedByUser: true });
  c.resume('hover');
  c.resume('focus');
  vi.advanceTimersByTime(STAY * 3);
  expect(at()).toBe('showing:0');
  c.toggleUserPause();
  expect(c.getSnapshot()).toMatchObject({ paused: false, pausedByUser: false });
  vi.advanceTimersByTime(STAY);
  expect(at()).toBe('gap:0');
});

test('resuming a reason that was never given changes nothing', () => {
  const { c } = cycle();
  c.start(1);
  c.resume('hover');
  expect(c.getSnapshot().paused).toBe(false);
  vi.advanceTimersByTime(STAY);
  expect(c.getSnapshot().phase).toBe('gap');
});

test('close stops for good; pauses are ignored after it', () => {
  const { c, at } = cycle();
  c.start(2);
  c.pause('focus');
  c.close();
  expect(c.getSnapshot()).toMatchObject({ phase: 'closed', paused: false });
  c.resume('focus');
  c.pause('hover');
  vi.advanceTimersByTime(STAY + GAP * 3);
  expect(at()).toBe('closed:0');
  expect(c.getSnapshot().paused).toBe(false);
});

test('dispose clears the clock', () => {
  const { c, at } = cycle();
  c.start(2);
  c.dispose();
  vi.advanceTimersByTime(STAY * 5);
  expect(at()).toBe('showing:0');
});
