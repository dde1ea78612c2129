import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { mounted, storyServer } from '../story-test';
import * as stories from './checkout-review.stories';

const { Default, ServerError, Offline, ExpiredNonce, SessionExpired } = composeStories(stories);

const server = storyServer();

async function chooseFlatRate(container: HTMLElement) {
  const review = await mounted(container, '#order_review');
  const flat = review.querySelector('#shipping_method_0_flat_rate1') as HTMLInputElement;
  await act(async () => {
    flat.checked = true;
    fireEvent.change(flat);
  });
  return review;
}

const total = (c: HTMLElement) => c.querySelector('#order_review .order-total td')?.textContent?.trim();

test('Default: another shipping rate refreshes the totals from update_order_review', async () => {
  server.use(Default);
  const { container } = render(<Default />);
  const review = await chooseFlatRate(container);
  await waitFor(() => expect(total(container)).toBe('$50.00'));
  expect(review.querySelector('#shipping_method_0_flat_rate1')).toBeChecked();
  expect(review).not.toHaveClass('processing');
});

test('Default: choosing a gateway shows its description only', async () => {
  server.use(Default);
  const { container } = render(<Default />);
  const review = await mounted(container, '#order_review');
  const cod = review.querySelector('#payment_method_cod') as HTMLInputElement;
  act(() => {
    cod.checked = true;
    fireEvent.change(cod);
  });
  expect((review.querySelector('.payment_box.payment_method_cod') as HTMLElement).style.display).toBe('');
  expect((review.querySelector('.payment_box.payment_method_bacs') as HTMLElement).style.display).toBe(
    'none',
  );
});

test.each([
  ['ServerError', ServerError, 500],
  ['Offline', Offline, 0],
  ['ExpiredNonce', ExpiredNonce, 403],
] as const)(
  '%s: the review keeps its totals, is unblocked and the failure is logged',
  async (_, Story, status) => {
    server.use(Story);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Story />);
    const review = await chooseFlatRate(container);
    await waitFor(() => expect(log).toHaveBeenCalledWith('Error occured.please try again', status));
    await waitFor(() => expect(review).not.toHaveClass('processing'));
    expect(total(container)).toBe('$45.00');
  },
);

test('SessionExpired: the server’s message replaces the checkout form', async () => {
  server.use(SessionExpired);
  const { container } = render(<SessionExpired />);
  await chooseFlatRate(container);
  await waitFor(() => expect(container.querySelector('form.woocommerce-checkout')).toBeNull());
  expect(container.querySelector('.woocommerce-error')).toHaveTextContent('Sorry, your session has expired.');
});
