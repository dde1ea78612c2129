import { definePage } from '../define';
import { shopPageWithSearch } from '../shared';

/** /magaza/: the shop archive, page 1 (see render/shop-archive.ts), under the product search block. */
export default definePage({
  path: '/magaza',
  render: (ctx, request) => shopPageWithSearch(ctx, request),
});
