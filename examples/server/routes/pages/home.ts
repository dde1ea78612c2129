import { html } from '../../lib';
import { pageIds } from '../../migrations';
import {
  blogSearchResultsPage,
  homeCarousel,
  homeListingBlocks,
  listingBlocksAt,
  productGridBlock,
  productLoop,
  productSliderBlock,
} from '../../render';
import {
  listDeals,
  listProducts,
  queryListing,
  rollDemoDeals,
  salesNotificationBodyClasses,
} from '../../shop';
import { definePage } from '../define';
import { blogRequest, isPostSearch, searchResultsPage } from '../shared';

/**
 * The home page: a deals block (product-blocks grid), a product carousel (a grid block in slide
 * view: the newest arrivals), the listing blocks — category tabs, load more, numbered pages, each
 * at the place the address gives (`?paged-<blockId>=N&tab-<blockId>=…`) — and the whole catalogue
 * in the classic loop. With `?s=` it is WordPress's search: the search results page
 * (routes/shared/product-archive.ts), or the blog's with `post_type=post` or the advanced search
 * block's `ultp_exclude`.
 */
export default definePage({
  path: '/',
  render: (ctx, request) => {
    if (request.query.has('s') && isPostSearch(request.query)) {
      return blogSearchResultsPage(ctx, blogRequest(request));
    }
    if (request.query.has('s')) return searchResultsPage(ctx, request);
    rollDemoDeals(ctx.db, ctx.store.now());
    const now = ctx.store.nowSeconds();
    const running = listDeals(ctx.db)
      .filter((p) => p.saleTo !== null && p.saleTo >= now)
      .slice(0, 3);
    const arrivals = queryListing(ctx.db, {
      action: 'arrival',
      page: 1,
      perPage: 8,
      nowSeconds: now,
    }).products;
    const blocks = listingBlocksAt(
      ctx,
      homeListingBlocks,
      request.query,
      new URL(request.request.url).pathname,
    );
    return {
      title: 'Ana Sayfa',
      bodyClass: [
        'home',
        'wp-singular',
        'page-template-default',
        'page',
        `page-id-${pageIds.home}`,
        'woocommerce-page',
        ...salesNotificationBodyClasses(),
      ],
      pageId: pageIds.home,
      main: html`<article id="post-${pageIds.home}" class="post-${pageIds.home} page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Fırsat Çarşısı’na hoş geldiniz</h1></header>
<div class="entry-content">
<section class="firsat-home-deals" aria-labelledby="firsatlar-baslik">
<h2 id="firsatlar-baslik">Fırsatlar</h2>
<p>Süresi dolmadan yakalayın. <a href="/firsatlar/">Tüm fırsatlar</a></p>
${productGridBlock(ctx, running, { blockId: 'anasayfa-firsatlar', columns: 3 })}
</section>
${productSliderBlock(ctx, arrivals, homeCarousel)}
${blocks}
<section class="firsat-home-products" aria-labelledby="urunler-baslik">
<h2 id="urunler-baslik">Ürünler</h2>
<div class="woocommerce columns-4 ">
${productLoop(ctx, listProducts(ctx.db), 4)}
</div>
</section>
</div>
</article>`,
    };
  },
});
