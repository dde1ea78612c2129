import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import * as stories from './cart-page.stories';

const { Default, PrintedNotice, ServerError, ExpiredNonce } = composeStories(stories);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function useHandlers(story: { parameters?: { msw?: { handlers?: RequestHandler[] } } }) {
  server.use(...(story.parameters?.msw?.handlers ?? []));
}

const q = <E extends Element = HTMLElement>(c: ParentNode, s: string) => c.querySelector(s) as E;

async function ready(container: HTMLElement) {
  await waitFor(() => {
    expect(q(container, 'form.woocommerce-cart-form')).toHaveAttribute('data-island-state', 'mounted');
    expect(q(container, 'div.cart_totals')).toHaveAttribute('data-island-state', 'mounted');
  });
}

async function pressUpdate(container: HTMLElement) {
  const qty = q<HTMLInputElement>(container, 'input.qty');
  await waitFor(() => expect(qty.closest('.quantity')).toHaveAttribute('data-island-state', 'mounted'));
  act(() => q<HTMLButtonElement>(qty.closest('.quantity') as HTMLElement, 'button.plus').click());
  const update = q<HTMLButtonElement>(container, '[name="update_cart"]');
  expect(update).toBeEnabled();
  fireEvent.submit(update.form as HTMLFormElement, { submitter: update });
}

test('Default: update posts the form and the returned page replaces form and totals', async () => {
  useHandlers(Default);
  const { container } = render(<Default />);
  await ready(container);
  await pressUpdate(container);
  await waitFor(() => expect(q(container, '.woocommerce-message')).toHaveTextContent('Cart updated.'));
  expect(q<HTMLInputElement>(container, 'input.qty').value).toBe('3');
});

test('Default: coupon save10 shows the server notice; a shipping change replaces the totals', async () => {
  useHandlers(Default);
  const { container } = render(<Default />);
  await ready(container);
  q<HTMLInputElement>(container, '#coupon_code').value = 'save10';
  const apply = q<HTMLButtonElement>(container, '[name="apply_coupon"]');
  act(() => apply.click());
  await waitFor(() =>
    expect(q(container, '.woocommerce-message')).toHaveTextContent('Coupon code applied successfully.'),
  );
  await waitFor(() => expect(q(container, 'form.woocommerce-cart-form')).not.toHaveClass('processing'));
  await ready(container);
  const free = q<HTMLInputElement>(container, 'input[value="free_shipping:2"]');
  free.checked = true;
  fireEvent.change(free);
  await waitFor(() => expect(q(container, 'tr.cart-discount.coupon-save10')).not.toBeNull());
});

test('PrintedNotice: the server notice gets focus after 500 ms', async () => {
  useHandlers(PrintedNotice);
  const { container } = render(<PrintedNotice />);
  const notice = await waitFor(() => {
    const el = q(container, '.woocommerce-message');
    expect(el).not.toBeNull();
    return el;
  });
  await waitFor(() => expect(document.activeElement).toBe(notice), { timeout: 1500 });
});

test('ServerError: everything stays, with an error notice', async () => {
  useHandlers(ServerError);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { container } = render(<ServerError />);
  await ready(container);
  await pressUpdate(container);
  await waitFor(() =>
    expect(q(container, '.woocommerce-error')).toHaveTextContent(
      'Sepet güncellenemedi. Lütfen tekrar deneyin.',
    ),
  );
  expect(q<HTMLInputElement>(container, 'input.qty').value).toBe('3');
  expect(q(container, 'form.woocommerce-cart-form')).not.toHaveClass('processing');
});

test('ExpiredNonce: the coupon says the session expired', async () => {
  useHandlers(ExpiredNonce);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { container } = render(<ExpiredNonce />);
  await ready(container);
  const apply = q<HTMLButtonElement>(container, '[name="apply_coupon"]');
  act(() => apply.click());
  await waitFor(() =>
    expect(q(container, '.woocommerce-error')).toHaveTextContent(
      'Oturumunuzun süresi dolmuş. Lütfen sayfayı yenileyip yeniden deneyin.',
    ),
  );
});
