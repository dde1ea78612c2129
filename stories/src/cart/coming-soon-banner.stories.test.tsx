import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, waitFor } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import * as stories from './coming-soon-banner.stories';

const { Shown, Refused, BadAttribute } = composeStories(stories);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function useHandlers(story: { parameters?: { msw?: { handlers?: RequestHandler[] } } }) {
  server.use(...(story.parameters?.msw?.handlers ?? []));
}

const banner = (c: HTMLElement) => c.querySelector('#coming-soon-footer-banner') as HTMLElement;

test.each([
  ['Shown', Shown, 200],
  ['Refused', Refused, 401],
] as const)(
  '%s: the dismiss button POSTs with the nonce header and the banner hides (%s)',
  async (_, Story, status) => {
    useHandlers(Story);
    const seen: { nonce: string | null; body: unknown; status: number }[] = [];
    server.events.on('response:mocked', async ({ request, response }) => {
      seen.push({
        nonce: request.headers.get('x-wp-nonce'),
        body: await request.clone().json(),
        status: response.status,
      });
    });
    const { container } = render(<Story />);
    await waitFor(() => expect(banner(container)).toHaveAttribute('data-island-state', 'mounted'));
    const button = banner(container).querySelector('[role="button"]') as HTMLElement;
    fireEvent.keyDown(button, { key: 'Enter' });
    await waitFor(() => expect(banner(container).style.display).toBe('none'));
    expect(seen).toEqual([
      { nonce: '7d1f2c9a4b', body: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }, status },
    ]);
    server.events.removeAllListeners();
  },
);

test('BadAttribute keeps the server HTML and reports once', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { container } = render(<BadAttribute />);
  await waitFor(() => expect(banner(container)).toHaveAttribute('data-island-state', 'error'));
  expect(banner(container).querySelector('[role="button"]')).toBeNull();
  expect(errors.mock.calls.filter((c) => String(c[0]).startsWith('[firsat]'))).toHaveLength(1);
});
