import { definePage } from '../define';
import { termArchivePage } from '../shared';

/** /urun-etiketi/<slug>/: a product tag's archive, page 1 (an unknown slug is a 404). */
export default definePage({
  path: '/urun-etiketi/:slug',
  render: (ctx, request) => termArchivePage(ctx, 'product_tag', request),
});
