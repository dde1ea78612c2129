import { composeStories } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import * as stories from './order-attribution.stories';

const { Campaign, Organic, Referral, Direct, TrackingDisallowed } = composeStories(stories);

const value = (c: HTMLElement, field: string) =>
  (c.querySelector(`input[name="wc_order_attribution_${field}"]`) as HTMLInputElement | null)?.value;

async function mounted(container: HTMLElement) {
  await waitFor(() =>
    expect(container.querySelector('wc-order-attribution-inputs')).toHaveAttribute(
      'data-island-state',
      'mounted',
    ),
  );
  expect(container.querySelectorAll('wc-order-attribution-inputs input[type="hidden"]')).toHaveLength(16);
}

test.each([
  ['Campaign', Campaign, 'utm', 'bulten'],
  ['Organic', Organic, 'organic', 'google'],
  ['Referral', Referral, 'referral', 'forum.example.org'],
  ['Direct', Direct, 'typein', '(direct)'],
] as const)('%s fills the inputs with source %s', async (_, Story, type, source) => {
  const { container } = render(<Story />);
  await mounted(container);
  expect(value(container, 'source_type')).toBe(type);
  expect(value(container, 'utm_source')).toBe(source);
});

test('Campaign counts this page as the third of the session', async () => {
  const { container } = render(<Campaign />);
  await mounted(container);
  expect(value(container, 'session_pages')).toBe('3');
  expect(value(container, 'utm_campaign')).toBe('kasim-firsatlari');
});

test('TrackingDisallowed leaves every input empty and writes no cookie', async () => {
  const { container } = render(<TrackingDisallowed />);
  await mounted(container);
  const values = [...container.querySelectorAll<HTMLInputElement>('wc-order-attribution-inputs input')].map(
    (i) => i.value,
  );
  expect(values.every((v) => v === '')).toBe(true);
  expect(document.cookie).not.toMatch(/sbjs_current=[^;]/);
});
