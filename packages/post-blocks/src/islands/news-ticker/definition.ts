import { defineIsland } from '@firsat/core';
import type { NewsTickerProps } from './props';

/**
 * The news ticker (post-blocks.md §8): `ul.ultp-news-ticker` with its data-* (the element that
 * carries them; the stand-in named the wrap), its controls beside it in `.ultp-newsTicker-wrap`.
 * A behaviour (no React): the posts and buttons are printed; it moves `active` (or the marquee)
 * and makes the controls work. `visible` (200 px margin): the plugin's CSS hides every item
 * until one is active, so it must run before the ticker is seen, and no sooner; a keyboard user
 * reaches its links and buttons by Tab, which scrolls it in and so starts it first.
 */
export const newsTickerIsland = defineIsland<NewsTickerProps>({
  name: 'news-ticker',
  selector: 'ul.ultp-news-ticker[data-type]',
  when: 'visible',
  kind: 'behaviour',
  load: () => import('./island'),
});
