import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { mounted, storyServer } from '../story-test';
import * as stories from './coupon-block.stories';

const { Default, ServerError, ExpiredNonce } = composeStories(stories);

const server = storyServer();

async function apply(container: HTMLElement, code: string) {
  const block = await mounted(container, 'div.wopb-coupon-form');
  await mounted(container, '#order_review');
  fireEvent.change(block.querySelector('.wopb-coupon-code') as HTMLInputElement, { target: { value: code } });
  await act(async () => {
    fireEvent.click(block.querySelector('.wopb-checkout-coupon-submit-btn') as HTMLElement);
  });
  return block;
}

const sectionNotice = (c: HTMLElement) =>
  c.querySelector('.wopb-coupon-section .woocommerce-notices-wrapper');

test('Default: save10 applies — the notice in the section, the field cleared, the review gains the coupon', async () => {
  server.use(Default);
  const { container } = render(<Default />);
  const block = await apply(container, 'save10');
  await waitFor(() =>
    expect(sectionNotice(container)).toHaveTextContent('Coupon code applied successfully.'),
  );
  expect((block.querySelector('.wopb-coupon-code') as HTMLInputElement).value).toBe('');
  await waitFor(() =>
    expect(container.querySelector('#order_review .cart-discount')).toHaveTextContent('Coupon: save10'),
  );
});

test.each([
  ['ServerError', ServerError, 'Kupon işlemi yapılamadı. Lütfen tekrar deneyin.'],
  ['ExpiredNonce', ExpiredNonce, 'Oturumunuzun süresi dolmuş. Lütfen sayfayı yenileyip yeniden deneyin.'],
] as const)('%s: an error notice in the section, the code kept', async (_, Story, message) => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  server.use(Story);
  const { container } = render(<Story />);
  const block = await apply(container, 'save10');
  await waitFor(() => expect(sectionNotice(container)).toHaveTextContent(message));
  expect((block.querySelector('.wopb-coupon-code') as HTMLInputElement).value).toBe('save10');
});
