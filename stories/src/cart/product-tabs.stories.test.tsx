import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './product-tabs.stories';

const { Reference, DescriptionOnly, NoPanels } = composeStories(stories);

const wrapper = (c: HTMLElement) => c.querySelector('.woocommerce-tabs') as HTMLElement;

test('Reference opens the first tab and the arrow keys move', async () => {
  const { container } = render(<Reference />);
  await waitFor(() => expect(wrapper(container)).toHaveAttribute('data-island-state', 'mounted'));
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
  tabs[0]?.focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(tabs[1]).toHaveFocus();
  expect(container.querySelector('#tab-additional_information')).toBeVisible();
  expect(container.querySelector('#tab-description')).not.toBeVisible();
});

test('DescriptionOnly has one selected tab', async () => {
  const { container } = render(<DescriptionOnly />);
  await waitFor(() => expect(wrapper(container)).toHaveAttribute('data-island-state', 'mounted'));
  expect(screen.getByRole('tab')).toHaveAttribute('aria-selected', 'true');
});

test('NoPanels keeps the server HTML and reports once', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { container } = render(<NoPanels />);
  await waitFor(() => expect(wrapper(container)).toHaveAttribute('data-island-state', 'error'));
  expect(errors.mock.calls.filter((c) => String(c[0]).startsWith('[firsat] product-tabs'))).toHaveLength(1);
});
