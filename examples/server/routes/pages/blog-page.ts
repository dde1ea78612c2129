import { blogHomePage } from '../../render';
import { definePage } from '../define';
import { blogRequest } from '../shared';

/** /blog/page/N/: the numbered pagination's plain links (get_pagenum_link), every block at page N. */
export default definePage({
  path: '/blog/page/:n',
  render: (ctx, req) => {
    const n = Number(req.params.n);
    if (!Number.isInteger(n) || n < 1) return null;
    return blogHomePage(ctx, blogRequest(req, n));
  },
});
