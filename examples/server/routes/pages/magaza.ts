import { renderShopArchive } from '../../render';
import { definePage } from '../define';

/** WordPress's body classes of the shop archive (is_shop()). */
export const shopBodyClass = [
  'archive',
  'post-type-archive',
  'post-type-archive-product',
  'woocommerce-shop',
  'woocommerce',
  'woocommerce-page',
];

/** /magaza/: the shop archive, page 1 (see render/shop-archive.ts). */
export default definePage({
  path: '/magaza',
  render: (ctx, { query }) => {
    const page = Number(query.get('paged') ?? '1');
    const main = renderShopArchive(ctx, page, query);
    return main ? { title: 'Mağaza', bodyClass: shopBodyClass, main } : null;
  },
});
