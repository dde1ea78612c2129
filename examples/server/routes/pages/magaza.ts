import { definePage } from '../define';
import { shopArchivePage } from '../shared';

/** /magaza/: the shop archive, page 1 (see render/shop-archive.ts). */
export default definePage({
  path: '/magaza',
  render: (ctx, request) => shopArchivePage(ctx, request),
});
