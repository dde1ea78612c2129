import { searchPage } from '../../render';
import { definePage } from '../define';
import { blogRequest } from '../shared';

/** /blog/ara/: the advanced search block inline, opened from an icon as a popup, and as a side canvas. */
export default definePage({
  path: '/blog/ara',
  render: (ctx, req) => searchPage(ctx, blogRequest(req)),
});
