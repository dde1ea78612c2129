import { browser, stopCartSession } from '@firsat/cart/testing';
import { composeStories } from '@storybook/react-vite';
import { act, render, waitFor } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import * as stories from './mini-cart.stories';

const { WithItems, NoFragments, ServerError } = composeStories(stories);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  stopCartSession();
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());

function use(story: { parameters?: { msw?: { handlers?: RequestHandler[] } } }) {
  server.use(...(story.parameters?.msw?.handlers ?? []));
}

async function removeFirst(container: HTMLElement) {
  const host = container.querySelector('.widget_shopping_cart_content') as HTMLElement;
  await waitFor(() => expect(host).toHaveAttribute('data-island-state', 'mounted'), { timeout: 3000 });
  const link = host.querySelector<HTMLElement>('a.remove_from_cart_button') as HTMLElement;
  act(() => link.click());
  return link;
}

test('WithItems: the item is blocked, then the fragments replace the mini cart', async () => {
  use(WithItems);
  const { container } = render(<WithItems />);
  const link = await removeFirst(container);
  const item = link.closest('li') as HTMLElement;
  expect(item).toHaveAttribute('aria-busy', 'true');
  expect(item.querySelector<HTMLElement>('.blockOverlay')?.style.opacity).toBe('0.6');
  await waitFor(
    () =>
      expect(container.querySelector('.widget_shopping_cart_content')).toHaveTextContent(
        'Hoodie - Red, Small',
      ),
    { timeout: 3000 },
  );
});

test.each([
  ['NoFragments', NoFragments],
  ['ServerError', ServerError],
])('%s: follows the remove link', async (_, Story) => {
  use(Story);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  const { container } = render(<Story />);
  const link = await removeFirst(container);
  await waitFor(() => expect(assign).toHaveBeenCalledWith((link as HTMLAnchorElement).href));
  expect((link as HTMLAnchorElement).href).toContain(stories.STORY_REMOVE_HREF);
});
