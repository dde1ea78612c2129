import { explorePage } from '../../render';
import { definePage } from '../define';
import { blogRequest } from '../shared';

/**
 * /blog/kesfet/: the advanced filter (`ultp_adv_filter`: sort buttons, dropdowns, search, chips,
 * clear) in a grid parent over an infinite-scroll grid and a list whose numbered pagination is a
 * separate pagination block (`data-for`).
 */
export default definePage({
  path: '/blog/kesfet',
  render: (ctx, req) => explorePage(ctx, blogRequest(req)),
});
