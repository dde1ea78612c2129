import { archivePage } from '../../render';
import { definePage } from '../define';
import { blogRequest } from '../shared';

/** /kategori/<slug>/: the blog's archive of one category, the archive template's grid with numbered pages. */
export default definePage({
  path: '/kategori/:slug',
  render: (ctx, req) => archivePage(ctx, 'category', req.params.slug ?? '', blogRequest(req)),
});
