import { trackPosition } from './track-position';

describe('trackPosition', () => {
  test('updates at once, on resize and on any scroll, until stopped', () => {
    const reference = document.createElement('button');
    const floating = document.createElement('div');
    const scroller = document.createElement('div');
    document.body.append(reference, floating, scroller);
    const update = vi.fn();
    const stop = trackPosition(reference, floating, update);
    const initial = update.mock.calls.length;
    expect(initial).toBeGreaterThanOrEqual(1);
    window.dispatchEvent(new Event('resize'));
    scroller.dispatchEvent(new Event('scroll'));
    expect(update.mock.calls.length).toBe(initial + 2);
    stop();
    window.dispatchEvent(new Event('resize'));
    scroller.dispatchEvent(new Event('scroll'));
    expect(update.mock.calls.length).toBe(initial + 2);
  });
});
