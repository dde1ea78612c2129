import { html } from '../../lib';
import { productFilterBlock, productFilterModal } from '../../render';
import { filterMaxPrice } from '../../shop';
import { definePage } from '../define';
import { FILTER_PAGE, filteredGrid, filtersFromAddress, gridPageParam } from '../shared';

/**
 * /filtre/: the product filter block in a sidebar and the product grid it targets (issue 12),
 * and the filter modal the plugin prints in the footer (a copy of the block, for small screens).
 * The address's filters (`filtre-*`) and the grid's page (`paged-filtre-urunler`) are rendered
 * here, the form printed in that state, so a shared link or Back shows the same results.
 */
export default definePage({
  path: '/filtre',
  render: (ctx, { query, request }) => {
    const { filter, grid } = FILTER_PAGE;
    const max = filterMaxPrice(ctx.db, ctx.store.nowSeconds());
    const filters = filtersFromAddress(query, max);
    const page = Number(query.get(gridPageParam) ?? '1');
    const url = new URL(request.url);
    const currentUrl = url.pathname;
    const block = productFilterBlock(ctx, filter, filters, currentUrl);
    const main = filteredGrid(ctx, filters, Number.isInteger(page) && page > 0 ? page : 1, url);
    return {
      title: 'Filtre',
      bodyClass: [
        'wp-singular',
        'page-template-default',
        'page',
        `page-id-${filter.postId}`,
        'woocommerce-page',
      ],
      pageId: filter.postId,
      main: html`<article id="post-${filter.postId}" class="post-${filter.postId} page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Filtre</h1></header>
<div class="entry-content wopb-filter-page">
<aside class="wopb-filter-sidebar" aria-label="Ürün filtresi">${block}</aside>
<div class="wopb-filter-results"><div class="wp-block-product-blocks-${grid.slug} wopb-block-${grid.blockId} "><div class="wopb-block-wrapper"><div class="wopb-heading-filter"><div class="wopb-heading-filter-in"><div class="wopb-heading-wrap wopb-heading-style1 wopb-heading-left"><h2 class="wopb-heading-inner"><span>${grid.heading}</span></h2></div></div></div><div class="wopb-wrapper-main-content">${main}</div></div></div></div>
</div>
</article>`,
      footer: productFilterModal(block),
    };
  },
});
