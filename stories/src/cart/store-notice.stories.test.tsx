import { getCookie, removeCookie } from '@firsat/core/island';
import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, waitFor } from '@testing-library/react';
import * as stories from './store-notice.stories';

const { Shown, OlderMarkup, Dismissed } = composeStories(stories);

const notice = (c: HTMLElement) => c.querySelector('.woocommerce-store-notice') as HTMLElement;
afterEach(() => removeCookie('store_notice5f1d7e2c'));

test.each([
  ['Shown', Shown],
  ['OlderMarkup', OlderMarkup],
] as const)('%s: shown; dismissing hides it and sets the cookie', async (_, Story) => {
  const { container } = render(<Story />);
  await waitFor(() => expect(notice(container)).toHaveAttribute('data-state', 'shown'));
  expect(notice(container).style.display).toBe('');
  fireEvent.click(notice(container).querySelector('a') as HTMLElement);
  expect(notice(container).style.display).toBe('none');
  expect(getCookie('store_notice5f1d7e2c')).toBe('hidden');
});

test('Dismissed stays hidden', async () => {
  const { container } = render(<Dismissed />);
  await waitFor(() => expect(notice(container)).toHaveAttribute('data-state', 'dismissed'));
  expect(notice(container).style.display).toBe('none');
});
