import { browser } from '@firsat/cart/testing';
import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import * as stories from './checkout-form.stories';
import { FRESH_NONCE } from './checkout-form-handlers';

const { Idle, FailureNotices, ExpiredNonce, Offline, ServerError } = composeStories(stories);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function useHandlers(story: { parameters?: { msw?: { handlers?: RequestHandler[] } } }) {
  server.use(...(story.parameters?.msw?.handlers ?? []));
}

async function mounted(container: HTMLElement) {
  const form = container.querySelector('form.checkout') as HTMLFormElement;
  await waitFor(() => expect(form).toHaveAttribute('data-island-state', 'mounted'));
  const field = (id: string) => form.querySelector(`#${id}`) as HTMLInputElement;
  return { form, field };
}

async function place(form: HTMLFormElement) {
  await act(async () => {
    fireEvent.submit(form);
  });
}

function fill(field: (id: string) => HTMLInputElement) {
  for (const [id, value] of Object.entries({
    billing_first_name: 'Ada',
    billing_last_name: 'Yılmaz',
    billing_address_1: '1 Main St',
    billing_city: 'San Francisco',
    billing_postcode: '94110',
    billing_phone: '+1 (415) 555-0100',
    billing_email: 'ada@example.com',
  })) {
    fireEvent.input(field(id), { target: { value } });
  }
  fireEvent.click(field('terms'));
}

const notices = (form: HTMLFormElement) =>
  form.querySelector('.woocommerce-NoticeGroup-checkout') as HTMLElement;

test('Idle: an empty form is refused field by field; the filled one is ordered', async () => {
  useHandlers(Idle);
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  const { container } = render(<Idle />);
  const { form, field } = await mounted(container);
  await place(form);
  await waitFor(() => expect(notices(form)).toHaveTextContent('Billing First name is a required field.'));
  expect(notices(form)).toHaveTextContent('Please read and accept the terms and conditions');
  expect(form.querySelector('#billing_first_name_field')).toHaveClass(
    'woocommerce-invalid',
    'woocommerce-invalid-required-field',
  );
  expect(field('billing_first_name')).toHaveAttribute('aria-invalid', 'true');
  fill(field);
  expect(form.querySelector('#billing_first_name_field')).not.toHaveClass('woocommerce-invalid');
  await place(form);
  await waitFor(() => expect(assign).toHaveBeenCalledWith('#order-received-77'));
});

test('FailureNotices: the notices first in the form, focused; phone, e-mail and terms marked', async () => {
  useHandlers(FailureNotices);
  const { container } = render(<FailureNotices />);
  const { form, field } = await mounted(container);
  await place(form);
  await waitFor(() => expect(form.firstElementChild).toHaveClass('woocommerce-NoticeGroup-checkout'));
  const list = notices(form).querySelector('ul.woocommerce-error') as HTMLElement;
  expect(field('billing_phone')).toHaveAttribute('aria-describedby', 'billing_phone_description');
  expect(form.querySelector('#billing_email_description')).toHaveTextContent(
    'Billing Email address is not a valid email address.',
  );
  expect(field('terms').closest('.form-row')).toHaveClass('woocommerce-invalid');
  await waitFor(() => expect(document.activeElement).toBe(list), { timeout: 2000 });
});

test('ExpiredNonce: the notice, the refresh brings a fresh nonce (terms still ticked), the next try is ordered', async () => {
  useHandlers(ExpiredNonce);
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  const { container } = render(<ExpiredNonce />);
  const { form, field } = await mounted(container);
  await waitFor(() =>
    expect(form.querySelector('#order_review')).toHaveAttribute('data-island-state', 'mounted'),
  );
  fill(field);
  await place(form);
  await waitFor(() =>
    expect(notices(form)).toHaveTextContent('We were unable to process your order, please try again.'),
  );
  const nonce = () => form.querySelector('#woocommerce-process-checkout-nonce') as HTMLInputElement;
  await waitFor(() => expect(nonce().value).toBe(FRESH_NONCE));
  expect(field('terms').checked).toBe(true);
  await place(form);
  await waitFor(() => expect(assign).toHaveBeenCalledWith('#order-received-77'));
});

test.each([
  ['Offline', Offline, 'You are probably offline.'],
  ['ServerError', ServerError, 'There was an error processing your order.'],
] as const)(
  '%s: the error at the top, everything typed kept, the button usable',
  async (_, Story, message) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    useHandlers(Story);
    const { container } = render(<Story />);
    const { form, field } = await mounted(container);
    fill(field);
    await place(form);
    await waitFor(() => expect(notices(form)).toHaveTextContent(message));
    expect(log).toHaveBeenCalledWith('Error occured.please try again', expect.any(Number));
    expect(field('billing_first_name').value).toBe('Ada');
    expect(field('terms').checked).toBe(true);
    expect(form).not.toHaveClass('processing');
    expect(form.querySelector('#place_order')).not.toHaveAttribute('aria-disabled');
  },
);
