import { blogHomePage } from '../../render';
import { definePage } from '../define';
import { blogRequest } from '../shared';

/**
 * /blog/: the post-blocks blog — a news ticker, a grid with the category filter bar
 * (`ultp_filter`) and load more, a grid with numbered ajax pagination, a list with next/previous
 * (`ultp_next_prev` / `ultp_pagination`), the dark/light toggle in the header. The three share
 * unique content (`ultp_uniqueIds`). `?<blockId>_page=N` opens a block at page N.
 */
export default definePage({
  path: '/blog',
  render: (ctx, req) => blogHomePage(ctx, blogRequest(req)),
});
