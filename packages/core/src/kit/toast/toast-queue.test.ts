import { createToastQueue, TOAST_DURATION } from './toast-queue';

describe('createToastQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('a toast closes itself after 5000 ms by default', () => {
    const queue = createToastQueue();
    queue.add('Karşılaştırmaya eklendi');
    expect(TOAST_DURATION).toBe(5000);
    vi.advanceTimersByTime(4999);
    expect(queue.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(queue.getSnapshot()).toEqual([]);
  });

  test('toasts queue up oldest first and close on their own clocks', () => {
    const queue = createToastQueue({ duration: 1000 });
    const a = queue.add('bir');
    vi.advanceTimersByTime(400);
    queue.add('iki', { tone: 'success' });
    queue.add('üç', { duration: 0, tone: 'error' });
    expect(queue.getSnapshot().map((t) => [t.message, t.tone])).toEqual([
      ['bir', 'info'],
      ['iki', 'success'],
      ['üç', 'error'],
    ]);
    vi.advanceTimersByTime(600);
    expect(queue.getSnapshot().map((t) => t.message)).toEqual(['iki', 'üç']);
    vi.advanceTimersByTime(400);
    expect(queue.getSnapshot().map((t) => t.message)).toEqual(['üç']);
    vi.advanceTimersByTime(60_000);
    expect(queue.getSnapshot().map((t) => t.message)).toEqual(['üç']);
    expect(a).toBeTypeOf('number');
  });

  test('close, clear, and the oldest gives way when full', () => {
    const queue = createToastQueue({ max: 2 });
    const first = queue.add('1');
    queue.add('2');
    queue.add('3');
    expect(queue.getSnapshot().map((t) => t.message)).toEqual(['2', '3']);
    queue.close(first); // already gone: nothing changes
    const before = queue.getSnapshot();
    queue.close(first);
    expect(queue.getSnapshot()).toBe(before);
    queue.close(queue.getSnapshot()[0]?.id ?? -1);
    expect(queue.getSnapshot().map((t) => t.message)).toEqual(['3']);
    queue.clear();
    expect(queue.getSnapshot()).toEqual([]);
    vi.runAllTimers();
    expect(queue.getSnapshot()).toEqual([]);
  });

  test('pause keeps a toast; resume gives it the time that was left', () => {
    const queue = createToastQueue({ duration: 1000 });
    const id = queue.add('bekle');
    vi.advanceTimersByTime(700);
    queue.pause(id);
    vi.advanceTimersByTime(10_000);
    expect(queue.getSnapshot()).toHaveLength(1);
    queue.resume(id);
    vi.advanceTimersByTime(299);
    expect(queue.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(queue.getSnapshot()).toHaveLength(0);
  });

  test('subscribers hear each change; the snapshot is stable between changes', () => {
    const queue = createToastQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    const empty = queue.getSnapshot();
    expect(queue.getSnapshot()).toBe(empty);
    const id = queue.add('x');
    queue.close(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    queue.add('y');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
