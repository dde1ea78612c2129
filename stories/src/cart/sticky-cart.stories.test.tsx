import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import * as stories from './sticky-cart.stories';

const { Footer, HeaderBar, VariableSlideUp, BadAttribute } = composeStories(stories);

const bar = (c: HTMLElement) => c.querySelector('.wopb-sticky-cart') as HTMLElement;

async function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

test('Footer is hidden at the top and shows past data-scroll', async () => {
  const { container } = render(<Footer />);
  await waitFor(() => expect(bar(container)).toHaveAttribute('data-island-state', 'mounted'));
  expect(bar(container)).toHaveAttribute('data-state', 'hidden');
  expect(bar(container)).toHaveAttribute('inert');
  await scrollTo(150);
  expect(bar(container)).toHaveAttribute('data-state', 'visible');
  const qty = container.querySelector('input.wopb-sticky-cart-qty') as HTMLInputElement;
  fireEvent.input(qty, { target: { value: '4' } });
  expect(container.querySelector('.ajax_add_to_cart')).toHaveAttribute('data-quantity', '4');
});

test('HeaderBar is pinned to the top', async () => {
  const { container } = render(<HeaderBar />);
  await waitFor(() => expect(bar(container)).toHaveAttribute('data-island-state', 'mounted'));
  expect(bar(container).style.top).toBe('0px');
});

test('VariableSlideUp focuses the form', async () => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const { container } = render(<VariableSlideUp />);
  await waitFor(() => expect(bar(container)).toHaveAttribute('data-island-state', 'mounted'));
  fireEvent.click(container.querySelector('.wopb-sticky-slide-up') as HTMLElement);
  expect(document.activeElement).toBe(container.querySelector('form.cart select'));
});

test('BadAttribute keeps the server HTML and reports once', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { container } = render(<BadAttribute />);
  await waitFor(() => expect(bar(container)).toHaveAttribute('data-island-state', 'error'));
  expect(bar(container)).not.toHaveAttribute('data-state');
  expect(
    errors.mock.calls.filter((c) => String(c[0]).includes('sticky-cart: data-scroll="çok"')),
  ).toHaveLength(1);
});
