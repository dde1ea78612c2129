import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { mounted, storyServer } from '../story-test';
import * as stories from './checkout-coupon.stories';

const { Default, ServerError, Offline, ExpiredNonce } = composeStories(stories);

const server = storyServer();

async function apply(container: HTMLElement, code: string) {
  const form = await mounted(container, 'form.checkout_coupon');
  await mounted(container, '#order_review');
  fireEvent.click(container.querySelector('a.showcoupon') as HTMLElement);
  fireEvent.change(form.querySelector('#coupon_code') as HTMLInputElement, { target: { value: code } });
  await act(async () => {
    fireEvent.submit(form);
  });
  return form;
}

test('Default: save10 applies — the notice before the form, the form closed, the review gains the coupon', async () => {
  server.use(Default);
  const { container } = render(<Default />);
  const form = await apply(container, 'save10');
  await waitFor(() =>
    expect(form.previousElementSibling).toHaveTextContent('Coupon code applied successfully.'),
  );
  expect(form.style.display).toBe('none');
  await waitFor(() =>
    expect(container.querySelector('#order_review .cart-discount')).toHaveTextContent('Coupon: save10'),
  );
  expect(container.querySelector('#order_review .order-total')).toHaveTextContent('$40.50');
});

test('Default: an unknown code gets the server’s error notice before the form (closed, as checkout.js does)', async () => {
  server.use(Default);
  const { container } = render(<Default />);
  const form = await apply(container, 'yok');
  await waitFor(() => expect(form.previousElementSibling).toHaveTextContent('Coupon "yok" does not exist!'));
  expect(form.style.display).toBe('none');
});

test.each([
  ['ServerError', ServerError, 'Kupon işlemi yapılamadı. Lütfen tekrar deneyin.'],
  ['Offline', Offline, 'Kupon işlemi yapılamadı. Lütfen tekrar deneyin.'],
  ['ExpiredNonce', ExpiredNonce, 'Oturumunuzun süresi dolmuş. Lütfen sayfayı yenileyip yeniden deneyin.'],
] as const)('%s: an error notice, the code kept, the form open and usable', async (_, Story, message) => {
  server.use(Story);
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { container } = render(<Story />);
  const form = await apply(container, 'save10');
  await waitFor(() => expect(container.querySelector('.woocommerce-error')).toHaveTextContent(message));
  expect(form.style.display).toBe('');
  expect((form.querySelector('#coupon_code') as HTMLInputElement).value).toBe('save10');
  expect(form).not.toHaveClass('processing');
  expect(log).toHaveBeenCalledWith('Error occured.please try again', expect.any(Number));
  expect(container.querySelector('#order_review .cart-discount')).toBeNull();
});
