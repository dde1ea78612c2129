import { resetConfig, resetOverrides } from '@firsat/core/testing';
import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, waitFor } from '@testing-library/react';
import * as stories from './name-your-price.stories';

const { Default, TurkishLira, ZeroDisabled, BadAttribute } = composeStories(stories);

const wrapper = (c: HTMLElement) => c.querySelector('.wopb-name-price-wrapper') as HTMLElement;
const field = (c: HTMLElement) => c.querySelector('#wopb-name-price-box') as HTMLInputElement;
const warning = (c: HTMLElement) => c.querySelector('#wopb-price-warning') as HTMLElement;
const button = (c: HTMLElement) => c.querySelector('.single_add_to_cart_button') as HTMLButtonElement;

afterEach(() => {
  resetOverrides();
  resetConfig();
});

test('Default: typing 10 resets to 50 with the minimum message ($ left)', async () => {
  const { container } = render(<Default />);
  await waitFor(() => expect(wrapper(container)).toHaveAttribute('data-island-state', 'mounted'));
  fireEvent.input(field(container), { target: { value: '10' } });
  await waitFor(() => expect(field(container).value).toBe('50'), { timeout: 2000 });
  expect(warning(container).textContent).toBe('Minimum Price limit is $50');
});

test('TurkishLira: 99999 resets to 5000 with the lira after the amount', async () => {
  const { container } = render(<TurkishLira />);
  await waitFor(() => expect(wrapper(container)).toHaveAttribute('data-island-state', 'mounted'));
  fireEvent.input(field(container), { target: { value: '99999' } });
  await waitFor(() => expect(field(container).value).toBe('5000'), { timeout: 2000 });
  expect(warning(container).textContent).toBe('Maximum Price limit is 5.000\u00a0₺');
});

test('ZeroDisabled: disabled until a suggestion above 0 is chosen', async () => {
  const { container } = render(<ZeroDisabled />);
  await waitFor(() => expect(button(container)).toBeDisabled());
  fireEvent.click(container.querySelector('#wopb-chunk-1') as HTMLInputElement);
  expect(field(container).value).toBe('100');
  expect(button(container)).toBeEnabled();
});

test('BadAttribute keeps the server HTML and reports once', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { container } = render(<BadAttribute />);
  await waitFor(() => expect(wrapper(container)).toHaveAttribute('data-island-state', 'error'));
  expect(field(container).value).toBe('100');
  expect(
    errors.mock.calls.filter((c) => String(c[0]).includes('name-your-price: data-min="elli"')),
  ).toHaveLength(1);
});
