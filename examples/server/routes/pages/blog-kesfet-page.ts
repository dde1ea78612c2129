import { explorePage } from '../../render';
import { definePage } from '../define';
import { blogRequest } from '../shared';

/** /blog/kesfet/page/N/: the explore page's numbered pagination links, its grids at page N. */
export default definePage({
  path: '/blog/kesfet/page/:n',
  render: (ctx, req) => {
    const n = Number(req.params.n);
    if (!Number.isInteger(n) || n < 1) return null;
    return explorePage(ctx, blogRequest(req, n));
  },
});
