import { archivePage } from '../../render';
import { definePage } from '../define';
import { blogRequest } from '../shared';

/** /yazar/<nicename>/: the blog's archive of one author, the archive template's grid with numbered pages. */
export default definePage({
  path: '/yazar/:slug',
  render: (ctx, req) => archivePage(ctx, 'author', req.params.slug ?? '', blogRequest(req)),
});
