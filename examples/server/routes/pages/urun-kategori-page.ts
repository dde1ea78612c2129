import { definePage } from '../define';
import { termArchivePage } from '../shared';

/** /urun-kategori/<slug>/page/<n>/: later pages of a category; the sort form's `paged=1` goes back to page 1. */
export default definePage({
  path: '/urun-kategori/:slug/page/:paged',
  render: (ctx, request) => termArchivePage(ctx, 'product_cat', request),
});
