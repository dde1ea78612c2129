import { archivePage } from '../../render';
import { definePage } from '../define';
import { blogRequest } from '../shared';

/** /etiket/<slug>/: the blog's archive of one tag, the archive template's grid with numbered pages. */
export default definePage({
  path: '/etiket/:slug',
  render: (ctx, req) => archivePage(ctx, 'post_tag', req.params.slug ?? '', blogRequest(req)),
});
