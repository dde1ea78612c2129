import { headlinesPage } from '../../render';
import { definePage } from '../define';
import { blogRequest } from '../shared';

/** /blog/manset/: post slider 1 (fade), post slider 2 and a grid slider, under a vertical ticker. */
export default definePage({
  path: '/blog/manset',
  render: (ctx, req) => headlinesPage(ctx, blogRequest(req)),
});
