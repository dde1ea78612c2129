import { renderShopArchive } from '../../render';
import { definePage } from '../define';
import { shopBodyClass } from './magaza';

/** /magaza/page/<n>/: later pages of the shop; the sort form's `paged=1` brings it back to page 1. */
export default definePage({
  path: '/magaza/page/:paged',
  render: (ctx, { params, query }) => {
    const page = Number(query.get('paged') ?? params.paged ?? '');
    const main = renderShopArchive(ctx, page, query);
    return main
      ? { title: `Mağaza – Sayfa ${page}`, bodyClass: [...shopBodyClass, 'paged', `paged-${page}`], main }
      : null;
  },
});
