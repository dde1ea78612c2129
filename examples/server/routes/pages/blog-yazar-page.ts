import { archivePage } from '../../render';
import { definePage } from '../define';
import { blogRequest } from '../shared';

/** /yazar/<slug>/page/N/: the archive's plain page links. */
export default definePage({
  path: '/yazar/:slug/page/:n',
  render: (ctx, req) => {
    const n = Number(req.params.n);
    if (!Number.isInteger(n) || n < 1) return null;
    return archivePage(ctx, 'author', req.params.slug ?? '', blogRequest(req, n));
  },
});
