/// <reference types="vite/client" />
/**
 * Every island the packages register, and the story that shows it: the registry tests walk this
 * table, so a new island is covered (and fails until it has a story) without editing them.
 */
import { blocksIslands } from '@firsat/blocks';
import { cartIslands } from '@firsat/cart';
import { stopCartSession } from '@firsat/cart/testing';
import type { IslandDefinition } from '@firsat/core';
import { formsIslands } from '@firsat/forms';
import { mediaAdminIslands } from '@firsat/media-admin';
import { postBlocksIslands } from '@firsat/post-blocks';
import { composeStories } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { defaultHandlers } from '../support';

// biome-ignore lint/suspicious/noExplicitAny: islands of every prop shape
type AnyIsland = IslandDefinition<any>;

/** Each package's list of islands (from its index), under the stories folder of that package. */
const PACKAGES: Record<string, readonly AnyIsland[]> = {
  cart: cartIslands,
  blocks: blocksIslands,
  forms: formsIslands,
  'media-admin': mediaAdminIslands,
  'post-blocks': postBlocksIslands,
};

export interface RegisteredIsland {
  /** The package's folder under `stories/src/`. */
  folder: string;
  island: AnyIsland;
}

export const registeredIslands: RegisteredIsland[] = Object.entries(PACKAGES).flatMap(([folder, islands]) =>
  islands.map((island) => ({ folder, island })),
);

/** What the tests need of a story: its component and the endpoints it mocks. */
/**
 * The state `island` reports on `el`: its `data-island-state`; a page island (`kind: 'page'`)
 * reports on `<html data-island-<name>>`, whatever element its selector matched.
 */
export function islandState({ island }: RegisteredIsland, el: Element): string | null {
  if (island.kind === 'page') return document.documentElement.getAttribute(`data-island-${island.name}`);
  return el.getAttribute('data-island') === island.name ? el.getAttribute('data-island-state') : null;
}

export interface RunnableStory {
  (): ReactNode;
  parameters?: { msw?: { handlers?: unknown[] } };
}

interface StoryFile {
  default: { title?: string; parameters?: { islands?: readonly string[] } };
  [exported: string]: unknown;
}

const files = import.meta.glob<StoryFile>('../*/*.stories.tsx', { eager: true });
const sources = import.meta.glob<string>('../*/*.stories.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * The story file of an island: `src/<package>/<name>.stories.tsx`, or a page story of the same
 * package whose meta lists the island in `parameters.islands` (islands that only make sense
 * together, like the cart page's form, totals and notices).
 */
export function storyFileOf({ folder, island }: RegisteredIsland): string | undefined {
  const own = `../${folder}/${island.name}.stories.tsx`;
  if (own in files) return own;
  return Object.keys(files).find(
    (path) =>
      path.startsWith(`../${folder}/`) && files[path]?.default.parameters?.islands?.includes(island.name),
  );
}

/**
 * The file's first story in source order (a module's namespace sorts its exports by name, so
 * the order is read from the source): the one that shows the island on its classic markup.
 */
export function firstStory(path: string): { name: string; Story: RunnableStory } | undefined {
  const file = files[path];
  const source = sources[path];
  if (!file || source === undefined) return undefined;
  const composed = composeStories(file as Parameters<typeof composeStories>[0]) as unknown as Record<
    string,
    RunnableStory
  >;
  const name = [...source.matchAll(/^export const (\w+)/gm)]
    .map((match) => match[1] as string)
    .find((exported) => exported in composed);
  const Story = name ? composed[name] : undefined;
  return name && Story ? { name, Story } : undefined;
}

/**
 * A page for the file's tests: an msw server whose `serve(Story)` answers the story's endpoints
 * over the ones every story can rely on (as Storybook's preview adds them); after each test the
 * cart session stops and the storage is cleared, as a new page would have them.
 */
export function storyPage() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
  afterEach(() => {
    server.resetHandlers();
    stopCartSession();
    sessionStorage.clear();
    localStorage.clear();
  });
  afterAll(() => server.close());
  return {
    serve(Story: RunnableStory): void {
      server.use(...((Story.parameters?.msw?.handlers ?? []) as RequestHandler[]), ...defaultHandlers);
    },
  };
}
