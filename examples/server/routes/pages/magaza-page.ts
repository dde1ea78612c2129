import { definePage } from '../define';
import { shopArchivePage } from '../shared';

/** /magaza/page/<n>/: later pages of the shop; the sort form's `paged=1` brings it back to page 1. */
export default definePage({
  path: '/magaza/page/:paged',
  render: (ctx, request) => shopArchivePage(ctx, request),
});
