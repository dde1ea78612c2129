import { debounce } from './debounce';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test.each([
  // [the case, what happens, the calls fn got]
  ['one call runs after the wait', (d: (v: string) => void) => d('a'), ['a']],
  [
    'a burst runs once with the last arguments',
    (d: (v: string) => void) => {
      d('a');
      d('b');
    },
    ['b'],
  ],
])('%s', (_, act, expected) => {
  const fn = vi.fn();
  const d = debounce(fn, 300);
  act(d);
  vi.advanceTimersByTime(299);
  expect(fn).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(fn.mock.calls.map(([v]) => v)).toEqual(expected);
});

test.each([
  ['cancel drops the waiting call', 'cancel', []],
  ['flush runs it now', 'flush', ['a']],
  ['the signal aborting drops it', 'abort', []],
] as const)('%s', (_, how, expected) => {
  const fn = vi.fn();
  const controller = new AbortController();
  const d = debounce(fn, 300, controller.signal);
  d('a');
  expect(d.pending()).toBe(true);
  if (how === 'abort') controller.abort();
  else d[how]();
  expect(d.pending()).toBe(false);
  expect(fn.mock.calls.map(([v]) => v)).toEqual(expected);
  vi.advanceTimersByTime(1000);
  expect(fn.mock.calls.map(([v]) => v)).toEqual(expected);
  if (how === 'abort') {
    d('b');
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  }
});

test('flush with nothing waiting does nothing', () => {
  const fn = vi.fn();
  debounce(fn, 300).flush();
  expect(fn).not.toHaveBeenCalled();
});
