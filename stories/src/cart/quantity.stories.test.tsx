import { composeStories } from '@storybook/react-vite';
import { act, render, waitFor } from '@testing-library/react';
import * as stories from './quantity.stories';

const { MinMax, AtMax, BelowMin, Step, ProductBlocks, SoldIndividually, BadMarkup } = composeStories(stories);

const q = <E extends Element = HTMLElement>(c: HTMLElement, s: string) => c.querySelector(s) as E;
const mounted = (c: HTMLElement, s = 'div.quantity') =>
  waitFor(() => expect(q(c, s)).toHaveAttribute('data-island-state', 'mounted'));

test('MinMax: steppers around the native input; plus moves by one and feeds the button', async () => {
  const { container } = render(<MinMax />);
  await mounted(container);
  const plus = q<HTMLButtonElement>(container, 'button.plus');
  expect(q(container, 'button.minus')).toHaveAttribute('aria-disabled', 'true');
  act(() => plus.click());
  expect(q<HTMLInputElement>(container, 'input.qty').value).toBe('3');
  expect(q(container, '.single_add_to_cart_button')).toHaveAttribute('data-quantity', '3');
});

test('AtMax: plus is disabled', async () => {
  const { container } = render(<AtMax />);
  await mounted(container);
  expect(q(container, 'button.plus')).toHaveAttribute('aria-disabled', 'true');
});

test('BelowMin: raised to min on load', async () => {
  const { container } = render(<BelowMin />);
  await mounted(container);
  expect(q<HTMLInputElement>(container, 'input.qty').value).toBe('2');
});

test('Step: plus adds 5', async () => {
  const { container } = render(<Step />);
  await mounted(container);
  act(() => q<HTMLButtonElement>(container, 'button.plus').click());
  expect(q<HTMLInputElement>(container, 'input.qty').value).toBe('10');
});

test('ProductBlocks: the printed steppers are adopted as buttons', async () => {
  const { container } = render(<ProductBlocks />);
  await mounted(container, '.wopb-qty-wrap');
  expect(q(container, '.wopb-add-to-cart-plus')).toHaveAttribute('role', 'button');
  expect(container.querySelectorAll('button.plus')).toHaveLength(0);
});

test('SoldIndividually: no steppers', async () => {
  const { container } = render(<SoldIndividually />);
  await mounted(container);
  expect(container.querySelectorAll('button.plus, button.minus')).toHaveLength(0);
});

test('BadMarkup: the server HTML stays and one error names the island', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { container } = render(<BadMarkup />);
  await waitFor(() => expect(q(container, 'div.quantity')).toHaveAttribute('data-island-state', 'error'));
  expect(q(container, 'div.quantity').innerHTML).toBe('<span>1</span>');
  expect(errors.mock.calls.filter((c) => String(c[0]).startsWith('[firsat] quantity'))).toHaveLength(1);
});
