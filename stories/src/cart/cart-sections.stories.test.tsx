import { cartCouponSectionMarkup } from '@firsat/cart/testing';
import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { mounted } from '../story-test';
import * as stories from './cart-sections.stories';

const { Open, ClosedByServer, HeaderOnly, BadMarkup } = composeStories(stories);

const section = (c: HTMLElement) => c.querySelector('.wopb-coupon-section') as HTMLElement;
const body = (c: HTMLElement) => c.querySelector('.wopb-coupon-form') as HTMLElement;

test('Open: the toggle button closes and reopens the coupon form', async () => {
  const { container } = render(<Open />);
  await mounted(container, '.wopb-coupon-section');
  const button = container.querySelector('button.wopb-toggle-btn') as HTMLButtonElement;
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(button).toHaveAttribute('aria-controls', body(container).id);
  expect(button).toHaveAccessibleName('İndirim kodunuz var mı?');
  act(() => button.click());
  expect(body(container).hidden).toBe(true);
  expect(button).toHaveClass('wopb-toggle-btn-collapse');
  expect(section(container)).toHaveAttribute('data-state', 'closed');
  act(() => button.click());
  expect(body(container).hidden).toBe(false);
});

test('ClosedByServer: starts closed and opens on the header', async () => {
  const { container } = render(<ClosedByServer />);
  await mounted(container, '.wopb-coupon-section');
  expect(container.querySelector('button.wopb-toggle-btn')).toHaveAttribute('aria-expanded', 'false');
  act(() => fireEvent.click(container.querySelector('.wopb-toggle-text') as HTMLElement));
  expect(body(container).style.display).toBe('');
  expect(section(container)).toHaveAttribute('data-state', 'open');
});

test('HeaderOnly: the header is the button, Enter toggles it', async () => {
  const { container } = render(<HeaderOnly />);
  await mounted(container, '.wopb-coupon-section');
  const header = container.querySelector('.wopb-toggle-header') as HTMLElement;
  expect(header).toHaveAttribute('role', 'button');
  expect(header).toHaveAttribute('tabindex', '0');
  act(() => {
    fireEvent.keyDown(header, { key: 'Enter' });
  });
  expect(header).toHaveAttribute('aria-expanded', 'false');
  expect(body(container).hidden).toBe(true);
});

test('BadMarkup: no header, the server HTML is kept and the failure reported once', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { container } = render(<BadMarkup />);
  const el = await mounted(container, '.wopb-coupon-section', 'error');
  el.removeAttribute('data-island');
  el.removeAttribute('data-island-state');
  expect(el.outerHTML).toBe(cartCouponSectionMarkup({ header: false }));
  await waitFor(() =>
    expect(errors.mock.calls.filter((c) => String(c[0]).includes('cart-sections'))).toHaveLength(1),
  );
});
