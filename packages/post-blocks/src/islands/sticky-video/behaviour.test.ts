import { IslandError } from '@firsat/core/island';
import { startBehaviour } from '@firsat/core/testing';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stickyVideoMarkup } from './fixtures';
import stickyVideoBehaviour from './island';
import { shouldStick } from './model';
import { stickyVideoProps } from './props';

const stops: (() => void)[] = [];
let bottom = 400;
function page(html = stickyVideoMarkup()) {
  document.body.innerHTML = html;
  const place = document.querySelector('.ultp-image-wrapper') as HTMLElement;
  vi.spyOn(place, 'getBoundingClientRect').mockImplementation(() => ({ bottom, height: 360 }) as DOMRect);
  return document.querySelector('.ultp-sticky-video') as HTMLElement;
}
function mount(el: HTMLElement) {
  const { stop } = startBehaviour(stickyVideoBehaviour, el);
  stops.push(stop);
  return stop;
}
const scrollTo = (placeBottom: number) => {
  bottom = placeBottom;
  window.dispatchEvent(new Event('scroll'));
};

beforeAll(() => stickyVideoBehaviour.messages?.load());
beforeEach(() => {
  bottom = 400;
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

test('shouldStick: past the place (below the admin bar), not once closed', () => {
  expect(shouldStick(-1, 0, false)).toBe(true);
  expect(shouldStick(0, 0, false)).toBe(false);
  expect(shouldStick(20, 32, false)).toBe(true);
  expect(shouldStick(-1, 0, true)).toBe(false);
  // the footer in view: it steps aside
  expect(shouldStick(-1, 0, false, true)).toBe(false);
});

test('a video outside .ultp-image-wrapper fails the island', () => {
  document.body.innerHTML = '<div class="ultp-sticky-video"></div>';
  expect(() => stickyVideoProps.parse(document.querySelector('.ultp-sticky-video') as HTMLElement)).toThrow(
    IslandError,
  );
});

test('sticks when scrolled past, keeps its place’s height, and comes back when scrolled back', async () => {
  const el = page();
  const place = document.querySelector('.ultp-image-wrapper') as HTMLElement;
  mount(el);
  expect(el).not.toHaveClass('ultp-sticky-active');
  scrollTo(-10);
  await waitFor(() => expect(el).toHaveClass('ultp-sticky-active'));
  expect(place.style.height).toBe('360px');
  scrollTo(100);
  await waitFor(() => expect(el).not.toHaveClass('ultp-sticky-active'));
  expect(place.style.height).toBe('');
});

test('it steps aside while the page’s footer is in view, and floats again above it', async () => {
  const el = page(`${stickyVideoMarkup()}<footer id="colophon">Alt bilgi</footer>`);
  const footer = document.querySelector('footer') as HTMLElement;
  let footerTop = 5000;
  vi.spyOn(footer, 'getBoundingClientRect').mockImplementation(() => ({ top: footerTop }) as DOMRect);
  mount(el);
  scrollTo(-10);
  await waitFor(() => expect(el).toHaveClass('ultp-sticky-active'));
  footerTop = window.innerHeight - 40;
  scrollTo(-2000);
  await waitFor(() => expect(el).not.toHaveClass('ultp-sticky-active'));
  footerTop = window.innerHeight + 400;
  scrollTo(-1500);
  await waitFor(() => expect(el).toHaveClass('ultp-sticky-active'));
});

test('the close control (a keyboard button) puts it back for good and the focus goes to the video', async () => {
  const el = page();
  mount(el);
  scrollTo(-10);
  await waitFor(() => expect(el).toHaveClass('ultp-sticky-active'));
  const close = el.querySelector('.ultp-sticky-close') as HTMLElement;
  expect(close).toHaveAttribute('role', 'button');
  expect(close).toHaveAccessibleName('Sabitlenen videoyu kapat');
  close.focus();
  await userEvent.keyboard('{Enter}');
  expect(el).not.toHaveClass('ultp-sticky-active');
  expect(document.activeElement).toBe(el.querySelector('iframe'));
  scrollTo(100);
  scrollTo(-50);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(el).not.toHaveClass('ultp-sticky-active');
});

test('unbound, the block is as printed', async () => {
  const el = page();
  const block = document.querySelector('.wp-block-ultimate-post-post-image') as HTMLElement;
  const before = block.outerHTML;
  const stop = mount(el);
  scrollTo(-10);
  await waitFor(() => expect(el).toHaveClass('ultp-sticky-active'));
  stop();
  expect(block.outerHTML).toBe(before);
});
