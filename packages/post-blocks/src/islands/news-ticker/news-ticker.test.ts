import { startBehaviour } from '@firsat/core/testing';
import { fireEvent, screen } from '@testing-library/react';
import { type NewsTickerOptions, newsTickerMarkup } from './fixtures';
import newsTickerBehaviour from './island';
import { messages } from './messages';
import { MARQUEE_JUMP_PX, marqueeOffset, stepItem, stepMs, TICKER_DEFAULTS, tickerRuns } from './model';

const stops: (() => void)[] = [];
beforeAll(() => messages.load());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function mount(options: NewsTickerOptions = {}) {
  document.body.innerHTML = newsTickerMarkup(options);
  const printed = document.body.innerHTML;
  const list = document.querySelector('ul.ultp-news-ticker') as HTMLElement;
  const wrap = document.querySelector('.ultp-newsTicker-wrap') as HTMLElement;
  const { stop } = startBehaviour(newsTickerBehaviour, list);
  stops.push(stop);
  const active = () => [...list.children].findIndex((li) => li.classList.contains('active')) + 1;
  return { list, wrap, printed, active, stop };
}

describe('news ticker model', () => {
  test('SPEC §9’s defaults: speed 50, autoplay 2000; the marquee jumps 250 px', () => {
    expect(TICKER_DEFAULTS).toEqual({ speed: 50, autoplay: 2000 });
    expect(MARQUEE_JUMP_PX).toBe(250);
    expect(stepMs('vertical', undefined)).toBe(2000);
    expect(stepMs('typewriter', undefined)).toBe(2000);
    expect(stepMs('marquee', undefined)).toBe(50);
    expect(stepMs('horizontal', 4000)).toBe(4000);
    expect(stepMs('marquee', 10)).toBe(10);
  });

  test('items wrap; the marquee comes back in from the far side', () => {
    expect(stepItem(3, 1, 4)).toBe(0);
    expect(stepItem(0, -1, 4)).toBe(3);
    expect(marqueeOffset(10, 1, 500, 300)).toBe(11);
    expect(marqueeOffset(500, 1, 500, 300)).toBe(-300);
    expect(marqueeOffset(-200, -250, 500, 300)).toBe(500);
  });

  test('it runs unless paused, focused, hovered when it pauses on hover, or with nothing to move', () => {
    const base = { paused: false, hovered: false, focused: false, pauseOnHover: true, moves: true };
    expect(tickerRuns(base)).toBe(true);
    expect(tickerRuns({ ...base, paused: true })).toBe(false);
    expect(tickerRuns({ ...base, focused: true })).toBe(false);
    expect(tickerRuns({ ...base, hovered: true })).toBe(false);
    expect(tickerRuns({ ...base, hovered: true, pauseOnHover: false })).toBe(true);
    expect(tickerRuns({ ...base, moves: false })).toBe(false);
  });
});

describe('news ticker', () => {
  test('the first post is active; the next comes every data-speed ms, wrapping', () => {
    const { wrap, list, active } = mount({ speed: 4000, items: 3 });
    expect(active()).toBe(1);
    expect(wrap).toHaveAttribute('role', 'region');
    expect(wrap).toHaveAccessibleName('Son dakika');
    expect(wrap).toHaveAttribute('data-ticker-state', 'running');
    expect(list).toHaveAttribute('aria-live', 'off');
    vi.advanceTimersByTime(3999);
    expect(active()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(active()).toBe(2);
    vi.advanceTimersByTime(8000);
    expect(active()).toBe(1);
  });

  test('without data-speed, every 2000 ms (SPEC §9), for horizontal, vertical and typewriter', () => {
    for (const type of ['horizontal', 'vertical', 'typewriter'] as const) {
      const { active, stop } = mount({ type });
      vi.advanceTimersByTime(1999);
      expect(active()).toBe(1);
      vi.advanceTimersByTime(1);
      expect(active()).toBe(2);
      stop();
    }
  });

  test('previous and next step one post and restart the wait', () => {
    const { active } = mount({ speed: 3000 });
    vi.advanceTimersByTime(2000);
    screen.getByRole('button', { name: 'Sonraki yazıyı göster' }).click();
    expect(active()).toBe(2);
    vi.advanceTimersByTime(2999);
    expect(active()).toBe(2);
    screen.getByRole('button', { name: 'Önceki yazıyı göster' }).click();
    screen.getByRole('button', { name: 'Önceki yazıyı göster' }).click();
    expect(active()).toBe(4);
  });

  test('the pause control stops and starts it, named for what it does next; announced only when still', () => {
    const { wrap, list, active } = mount({ speed: 1000 });
    const pause = document.getElementById('ultp-pause-btn') as HTMLElement;
    expect(pause).toHaveAccessibleName('Haber akışını durdur');
    pause.click();
    expect(pause).toHaveAccessibleName('Haber akışını başlat');
    expect(pause).toHaveAttribute('data-state', 'paused');
    expect(pause).toHaveClass('play');
    expect(pause).not.toHaveClass('pause');
    expect(wrap).toHaveAttribute('data-ticker-state', 'paused');
    expect(list).toHaveAttribute('aria-live', 'polite');
    vi.advanceTimersByTime(5000);
    expect(active()).toBe(1);
    pause.click();
    vi.advanceTimersByTime(1000);
    expect(active()).toBe(2);
  });

  test('paused while a pointer is over the list (data-hover) and while focus is on a post', () => {
    const { list, active } = mount({ speed: 1000 });
    fireEvent.pointerEnter(list);
    vi.advanceTimersByTime(5000);
    expect(active()).toBe(1);
    fireEvent.pointerLeave(list);
    const link = list.querySelector('a') as HTMLElement;
    link.focus();
    vi.advanceTimersByTime(5000);
    expect(active()).toBe(1);
    link.blur();
    vi.advanceTimersByTime(1000);
    expect(active()).toBe(2);
  });

  test('data-hover off: a pointer over it does not pause it', () => {
    const { list, active } = mount({ speed: 1000, hover: false });
    fireEvent.pointerEnter(list);
    vi.advanceTimersByTime(1000);
    expect(active()).toBe(2);
  });

  test('reduced motion: still until play is pressed', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const { active } = mount({ speed: 1000 });
    vi.advanceTimersByTime(10000);
    expect(active()).toBe(1);
    screen.getByRole('button', { name: 'Haber akışını başlat' }).click();
    vi.advanceTimersByTime(1000);
    expect(active()).toBe(2);
  });

  test('a block without a pause control gets one (WCAG 2.2.2), removed when it stops', () => {
    const { stop } = mount({ controls: 'arrows' });
    const pause = screen.getByRole('button', { name: 'Haber akışını durdur' });
    expect(pause).toHaveClass('ultp-news-ticker-pause');
    expect(pause.parentElement).toHaveClass('ultp-news-ticker-controls');
    stop();
    expect(screen.queryByRole('button', { name: /Haber akışını/ })).toBeNull();
  });

  test('controls printed without a name get one', () => {
    document.body.innerHTML = newsTickerMarkup().replace(/ aria-label="[^"]*"/g, '');
    const list = document.querySelector('ul.ultp-news-ticker') as HTMLElement;
    stops.push(startBehaviour(newsTickerBehaviour, list).stop);
    expect(screen.getByRole('button', { name: 'Önceki haber' })).toHaveClass('ultp-news-ticker-prev');
    expect(screen.getByRole('button', { name: 'Sonraki haber' })).toHaveClass('ultp-news-ticker-next');
  });

  test('marquee: a pixel every data-speed ms (50 without it) the way it points; next jumps 250 px', () => {
    const { list } = mount({ type: 'marquee' });
    Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 2000 });
    expect(list.style.transform).toBe('translateX(0px)');
    vi.advanceTimersByTime(50 * 3);
    expect(list.style.transform).toBe('translateX(-3px)');
    screen.getByRole('button', { name: 'Sonraki yazıyı göster' }).click();
    expect(list.style.transform).toBe('translateX(-253px)');
    const right = mount({ type: 'marquee', direction: 'right', speed: 10 });
    Object.defineProperty(right.list, 'scrollWidth', { configurable: true, value: 2000 });
    vi.advanceTimersByTime(100);
    expect(right.list.style.transform).toBe('translateX(10px)');
  });

  test('stopping gives the block back byte for byte as printed', () => {
    const { printed, stop } = mount({ speed: 1000 });
    vi.advanceTimersByTime(2500);
    screen.getByRole('button', { name: 'Haber akışını durdur' }).click();
    stop();
    expect(document.body.innerHTML).toBe(printed);
  });

  test('a bad data-* is an island error naming the attribute', () => {
    document.body.innerHTML = newsTickerMarkup().replace('data-type="vertical"', 'data-type="yatay"');
    const list = document.querySelector('ul.ultp-news-ticker') as HTMLElement;
    expect(() => startBehaviour(newsTickerBehaviour, list)).toThrow(/data-type/);
  });
});
