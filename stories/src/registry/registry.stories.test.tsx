import { render, waitFor } from '@testing-library/react';
import {
  firstStory,
  islandState,
  type RegisteredIsland,
  registeredIslands,
  storyFileOf,
  storyPage,
} from './story-files';

/**
 * Issue 10 item 8: every island a package registers has a story, and the story's first story
 * prints the island's classic markup and mounts it there through the real runtime.
 */

const { serve } = storyPage();

const mountedOn = (entry: RegisteredIsland) =>
  [...document.querySelectorAll(entry.island.selector)].filter((el) => islandState(entry, el) === 'mounted');

test('the registry lists each package’s islands once', () => {
  const names = registeredIslands.map(({ island }) => island.name);
  expect(names.length).toBeGreaterThan(0);
  expect(new Set(names).size).toBe(names.length);
});

test.each(registeredIslands.map((entry) => [`${entry.folder}/${entry.island.name}`, entry] as const))(
  '%s: its story mounts it on its classic markup',
  async (_, entry) => {
    const path = storyFileOf(entry);
    if (!path)
      throw new Error(
        `"${entry.island.name}" has no story: add stories/src/${entry.folder}/${entry.island.name}.stories.tsx (or list it in parameters.islands of the page story that shows it)`,
      );
    const first = firstStory(path);
    if (!first) throw new Error(`${path} exports no story`);
    serve(first.Story);
    render(<first.Story />);
    await waitFor(
      () =>
        expect(
          mountedOn(entry).length,
          `${path} (${first.name}) should mount "${entry.island.name}" on an element matching ${entry.island.selector}`,
        ).toBeGreaterThan(0),
      { timeout: 3000 },
    );
  },
);
