import { definePage } from '../define';
import { termArchivePage } from '../shared';

/** /urun-kategori/<slug>/: a product category's archive, page 1 (an unknown slug is a 404). */
export default definePage({
  path: '/urun-kategori/:slug',
  render: (ctx, request) => termArchivePage(ctx, 'product_cat', request),
});
