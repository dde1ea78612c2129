/** Helpers for the `.stories.test.tsx` files: wait for an island to mount, serve a story's msw handlers. */
import { waitFor } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

/** Waits (up to 3 s, for slow machines) until the island on `selector` reports `state`; returns it. */
export async function mounted(
  container: HTMLElement,
  selector: string,
  state = 'mounted',
): Promise<HTMLElement> {
  const el = container.querySelector<HTMLElement>(selector) as HTMLElement;
  await waitFor(() => expect(el).toHaveAttribute('data-island-state', state), { timeout: 3000 });
  return el;
}

/** Waits (up to 3 s) until the page island `name` reports `state` on `<html data-island-<name>>`. */
export async function pageMounted(name: string, state = 'mounted'): Promise<void> {
  await waitFor(() => expect(document.documentElement).toHaveAttribute(`data-island-${name}`, state), {
    timeout: 3000,
  });
}

interface StoryWithHandlers {
  parameters?: { msw?: { handlers?: RequestHandler[] } };
}

/**
 * An msw server for the file's tests, started and reset around them; `use(story)` serves the
 * handlers the story declares for Storybook, so the test sees the same mocked endpoints.
 */
export function storyServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return {
    use(story: StoryWithHandlers) {
      server.use(...(story.parameters?.msw?.handlers ?? []));
    },
  };
}
