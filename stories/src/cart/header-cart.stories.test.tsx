import { stopCartSession } from '@firsat/cart/testing';
import { composeStories } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import { storyServer } from '../story-test';
import * as stories from './header-cart.stories';

const { Closed, OpenOnHover, DismissedByEscape } = composeStories(stories);

const { use } = storyServer();
afterEach(() => {
  stopCartSession();
  sessionStorage.clear();
  localStorage.clear();
});
const parts = (container: HTMLElement) => ({
  cart: container.querySelector('.site-header-cart') as HTMLElement,
  link: container.querySelector('a.cart-contents') as HTMLElement,
});

test('Closed: the link says collapsed once the mini cart is there', async () => {
  use(Closed);
  const { container } = render(<Closed />);
  const { cart, link } = parts(container);
  await waitFor(() => expect(link).toHaveAttribute('aria-expanded', 'false'), { timeout: 3000 });
  expect(cart).not.toHaveClass('focus');
});

test('OpenOnHover: the mouse over it opens the disclosure', async () => {
  use(OpenOnHover);
  const { container } = render(<OpenOnHover />);
  const { cart, link } = parts(container);
  await waitFor(() => expect(cart).toHaveClass('focus'), { timeout: 3000 });
  expect(link).toHaveAttribute('aria-expanded', 'true');
  expect(link).toHaveAttribute(
    'aria-controls',
    (container.querySelector('.widget_shopping_cart') as HTMLElement).id,
  );
});

test('DismissedByEscape: Escape under the pointer closes and hides it', async () => {
  use(DismissedByEscape);
  const { container } = render(<DismissedByEscape />);
  const { cart, link } = parts(container);
  await waitFor(() => expect(cart).toHaveClass('firsat-dismissed'), { timeout: 3000 });
  expect(cart).not.toHaveClass('focus');
  expect(link).toHaveAttribute('aria-expanded', 'false');
});
