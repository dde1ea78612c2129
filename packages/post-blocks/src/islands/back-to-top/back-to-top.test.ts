import { startBehaviour } from '@firsat/core/testing';
import { fireEvent, screen } from '@testing-library/react';
import { backToTopMarkup } from './fixtures';
import backToTopBehaviour from './island';
import { messages } from './messages';
import { BACK_TO_TOP } from './model';

const stops: (() => void)[] = [];
const frames: FrameRequestCallback[] = [];
beforeAll(() => messages.load());
beforeEach(() => {
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {});
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  frames.splice(0);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  scrollAt(0);
});
const frame = () => {
  for (const run of frames.splice(0)) run(performance.now() + 10_000);
};
function scrollAt(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
}

function mount(label?: string) {
  document.body.innerHTML = `<p><a href="/">Ana sayfa</a></p>${backToTopMarkup({ label })}`;
  const printed = document.body.innerHTML;
  const el = document.querySelector('a.ultp-toc-backtotop') as HTMLElement;
  const { stop } = startBehaviour(backToTopBehaviour, el);
  stops.push(stop);
  return { el, printed, stop };
}

test('SPEC §9: shown after 1000 px of scroll; jQuery’s slow scroll, 600 ms', () => {
  expect(BACK_TO_TOP).toEqual({ showAfterPx: 1000, durationMs: 600 });
});

test('hidden near the top (printed shown), tocshow only past 1000 px', () => {
  const { el } = mount();
  expect(el).not.toHaveClass('tocshow');
  scrollAt(1000);
  fireEvent.scroll(window);
  frame();
  expect(el).not.toHaveClass('tocshow');
  scrollAt(1001);
  fireEvent.scroll(window);
  frame();
  expect(el).toHaveClass('tocshow');
  scrollAt(300);
  fireEvent.scroll(window);
  frame();
  expect(el).not.toHaveClass('tocshow');
});

test('an icon-only link is named; pressing it scrolls to the top and focuses the page', () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  scrollAt(3000);
  mount();
  const link = screen.getByRole('link', { name: 'Sayfanın başına dön' });
  link.focus();
  fireEvent.click(link);
  frame();
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  expect(document.body).toHaveFocus();
});

test('a printed name is kept', () => {
  mount('Yukarı');
  expect(screen.getByRole('link', { name: 'Yukarı' })).toBeInTheDocument();
});

test('stopping gives the link back as printed', () => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const { el, printed, stop } = mount();
  fireEvent.click(el);
  stop();
  expect(document.body.innerHTML).toBe(printed);
});
