import { definePage } from '../define';
import { termArchivePage } from '../shared';

/** /urun-etiketi/<slug>/page/<n>/: later pages of a tag; the sort form's `paged=1` goes back to page 1. */
export default definePage({
  path: '/urun-etiketi/:slug/page/:paged',
  render: (ctx, request) => termArchivePage(ctx, 'product_tag', request),
});
