import { insertHtml } from '@firsat/core/html';
import { plural } from '@firsat/core/kit';
import { announce } from '@firsat/core/live-region';
import { postItems as itemsOf, type PostGrid } from './grid';
import { postListingMessages } from './messages';
import { scrollToBlock } from './plugin';
import { keepUniqueIds } from './unique';

/**
 * A page's reply (`ultp_next_prev`, `ultp_pagination`) in place of the grid's items: the items
 * replaced, the unique-content map kept, the window back to 80 px above the block when the reader
 * was past it, focus on the block's heading (so a keyboard reader starts the new page at its
 * top) and the page announced. Returns the stop of the scroll.
 */
export async function showPage(
  grid: PostGrid,
  html: string,
  at: { page: number; pages: number },
): Promise<() => void> {
  if (!grid.items) return () => {};
  await insertHtml(grid.items, html, 'inner');
  keepUniqueIds(grid.items);
  const stop = grid.block ? scrollToBlock(grid.block) : () => {};
  const heading = grid.heading;
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }
  const count = itemsOf(grid.items).length;
  announce(
    postListingMessages.t(plural(count, { one: 'postPageShownOne', other: 'postPageShownOther' }), {
      page: at.page,
      pages: at.pages,
      count,
    }),
    'polite',
  );
  return stop;
}
