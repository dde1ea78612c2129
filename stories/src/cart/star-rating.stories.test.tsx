import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './star-rating.stories';

const { Empty, Selected, Optional, NoSelect } = composeStories(stories);

const host = (c: HTMLElement) => c.querySelector('.comment-form-rating') as HTMLElement;
const mounted = (c: HTMLElement) =>
  waitFor(() => expect(host(c)).toHaveAttribute('data-island-state', 'mounted'));

test("Empty: submitting without a rating shows 'Please select a rating'", async () => {
  const { container } = render(<Empty />);
  await mounted(container);
  const submitted = vi.fn((e: Event) => e.preventDefault());
  container.querySelector('form')?.addEventListener('submit', submitted);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByRole('alert').textContent).toBe('Please select a rating');
  expect(submitted).not.toHaveBeenCalled();
});

test('Selected shows the chosen level', async () => {
  const { container } = render(<Selected />);
  await mounted(container);
  expect(screen.getByRole('radio', { name: 'Perfect' })).toHaveAttribute('aria-checked', 'true');
  expect(container.querySelector('p.stars')).toHaveClass('selected');
  await userEvent.click(screen.getByRole('radio', { name: 'Good' }));
  expect(screen.getByRole('radio', { name: 'Good' })).toHaveAttribute('aria-checked', 'true');
  expect(container.querySelector('select')).toHaveValue('4');
});

test('Optional lets the review go without a rating', async () => {
  const { container } = render(<Optional />);
  await mounted(container);
  const submitted = vi.fn((e: Event) => e.preventDefault());
  container.querySelector('form')?.addEventListener('submit', submitted);
  const form = container.querySelector('form') as HTMLFormElement;
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('#comment, #author'))
    field.value = 'x';
  (form.querySelector('#email') as HTMLInputElement).value = 'x@example.com';
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(submitted).toHaveBeenCalledTimes(1);
});

test('NoSelect keeps the server HTML and reports once', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { container } = render(<NoSelect />);
  await waitFor(() => expect(host(container)).toHaveAttribute('data-island-state', 'error'));
  expect(errors.mock.calls.filter((c) => String(c[0]).startsWith('[firsat] star-rating'))).toHaveLength(1);
});
