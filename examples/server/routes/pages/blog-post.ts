import { singlePostPage } from '../../render';
import { definePage } from '../define';
import { blogRequest } from '../shared';

/**
 * /blog/<slug>/: an article — the ticker, its picture or video (sticky video), share bars (one
 * sticky), the table of contents with back to top, related posts; an unknown slug is a 404.
 */
export default definePage({
  path: '/blog/:slug',
  render: (ctx, req) => singlePostPage(ctx, req.params.slug ?? '', blogRequest(req)),
});
