import { COOKIE, getCookie, removeCookie } from '@firsat/core/island';
import { composeStories } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import * as stories from './cart-reservation.stories';

const { Running, NoCookieYet, Hours, HidesAtZero, ExpiredOnLoad, ResetCookie, BadAttribute, ClearsAtZero } =
  composeStories(stories);

const box = (c: HTMLElement) => c.querySelector('.wopb-cart-reserved') as HTMLElement;
const time = (c: HTMLElement) => c.querySelector('.wopb-cart-time')?.textContent;

afterEach(() => removeCookie(COOKIE.cartReservedTimer));

test('Running counts down from the cookie', async () => {
  const { container } = render(<Running />);
  await waitFor(() => expect(box(container)).toHaveAttribute('data-island-state', 'mounted'));
  expect(box(container)).toHaveAttribute('data-state', 'running');
  expect(time(container)).toMatch(/^0[78]:\d\d$/);
});

test('NoCookieYet starts now and writes the cookie', async () => {
  const { container } = render(<NoCookieYet />);
  await waitFor(() => expect(time(container)).toMatch(/^1[45]:\d\d$/));
  await waitFor(() => expect(getCookie(COOKIE.cartReservedTimer)).toMatch(/^\d{13}$/));
});

test('Hours shows hh:mm:ss', async () => {
  const { container } = render(<Hours />);
  await waitFor(() => expect(time(container)).toMatch(/^01:29:5\d$/));
});

test('HidesAtZero hides the box and resets the cookie', async () => {
  const { container } = render(<HidesAtZero />);
  await waitFor(() => expect(box(container)).toHaveAttribute('data-island-state', 'mounted'));
  await waitFor(() => expect(box(container)).toHaveAttribute('data-state', 'expired'), { timeout: 9000 });
  expect(box(container).hidden).toBe(true);
  expect(getCookie(COOKIE.cartReservedTimer)).toBe('0');
}, 12_000);

test('ExpiredOnLoad and ResetCookie are hidden at once', async () => {
  for (const Story of [ExpiredOnLoad, ResetCookie]) {
    const { container, unmount } = render(<Story />);
    await waitFor(() => expect(box(container)).toHaveAttribute('data-state', 'expired'));
    expect(box(container).hidden).toBe(true);
    expect(getCookie(COOKIE.cartReservedTimer)).toBe('0');
    unmount();
  }
});

test('BadAttribute keeps the server HTML and reports once', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { container } = render(<BadAttribute />);
  await waitFor(() => expect(box(container)).toHaveAttribute('data-island-state', 'error'));
  expect(time(container)).toBe('10:00');
  expect(
    errors.mock.calls.filter((c) => String(c[0]).includes('cart-reservation: data-expire="on"')),
  ).toHaveLength(1);
});

test('ClearsAtZero shows where the browser goes', async () => {
  const { container } = render(<ClearsAtZero />);
  await waitFor(
    () => expect(container.querySelector('.firsat-story-output')?.textContent).toMatch(/wopb-cart-clear$/),
    {
      timeout: 6000,
    },
  );
}, 10_000);
