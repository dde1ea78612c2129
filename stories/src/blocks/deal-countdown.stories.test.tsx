import { composeStories } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import * as stories from './deal-countdown.stories';

const { Running, Ended, BadAttribute, LastSeconds, EnglishLabels, MissingCells } = composeStories(stories);

const deal = (c: HTMLElement) => c.querySelector('.wopb-product-deals') as HTMLElement;
const counters = (c: HTMLElement) => [...c.querySelectorAll('strong')].map((s) => s.textContent);

test('Running mounts the island on the classic markup', async () => {
  const { container } = render(<Running />);
  await waitFor(() => expect(deal(container)).toHaveAttribute('data-island-state', 'mounted'));
  expect(deal(container)).toHaveAttribute('data-state', 'running');
  expect(counters(container)[0]).toMatch(/^0[23]$/);
});

test('Ended shows zeros', async () => {
  const { container } = render(<Ended />);
  await waitFor(() => expect(deal(container)).toHaveAttribute('data-state', 'ended'));
  expect(counters(container)).toEqual(['00', '00', '00', '00']);
});

test('English labels come from the server markup', async () => {
  const { container } = render(<EnglishLabels />);
  await waitFor(() => expect(deal(container)).toHaveAttribute('data-island-state', 'mounted'));
  expect([...container.querySelectorAll('.wopb-deals-periods')].map((s) => s.textContent)).toEqual([
    'Days',
    'Hours',
    'Minutes',
    'Seconds',
  ]);
});

test('MissingCells copies a printed cell for each part the template left out', async () => {
  const { container } = render(<MissingCells />);
  await waitFor(() => expect(deal(container)).toHaveAttribute('data-island-state', 'mounted'));
  expect([...container.querySelectorAll('.wopb-deals-periods')].map((s) => s.textContent)).toEqual([
    'Gün',
    'Saat',
    'Dakika',
    'Saniye',
  ]);
  expect(counters(container)[0]).toMatch(/^0[23]$/);
});

test('LastSeconds takes its end from code', async () => {
  const { container } = render(<LastSeconds />);
  await waitFor(() => expect(deal(container)).toHaveAttribute('data-island-state', 'mounted'));
  expect(counters(container).slice(0, 3)).toEqual(['00', '00', '00']);
});

test('BadAttribute keeps the server HTML and reports once', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { container } = render(<BadAttribute />);
  await waitFor(() => expect(deal(container)).toHaveAttribute('data-island-state', 'error'));
  expect(counters(container)).toEqual(['00', '00', '00', '00']);
  expect(errors.mock.calls.filter((c) => String(c[0]).startsWith('[firsat]'))).toHaveLength(1);
});
