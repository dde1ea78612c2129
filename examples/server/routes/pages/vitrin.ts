import { html } from '../../lib';
import { listingIds } from '../../migrations';
import { listingBlocksAt, showcaseBlocks } from '../../render';
import { rollDemoDeals } from '../../shop';
import { definePage } from '../define';

/**
 * /vitrin/: the product listing blocks (issue 12) — category filter tabs with numbered
 * pagination, load more, numbered pagination with its previous/next items, tag tabs with load
 * more. Each block's page and tab come from the address (`?paged-<blockId>=N&tab-<blockId>=…`),
 * so a shared link or Back shows the same results; a load-more block opened at page N prints
 * pages 1..N.
 */
export default definePage({
  path: '/vitrin',
  render: (ctx, { query, request }) => {
    rollDemoDeals(ctx.db, ctx.store.now());
    const id = listingIds.showcasePage;
    const blocks = listingBlocksAt(ctx, showcaseBlocks, query, new URL(request.url).pathname);
    return {
      title: 'Vitrin',
      bodyClass: ['wp-singular', 'page-template-default', 'page', `page-id-${id}`, 'woocommerce-page'],
      pageId: id,
      main: html`<article id="post-${id}" class="post-${id} page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Vitrin</h1></header>
<div class="entry-content">
${blocks}
</div>
</article>`,
    };
  },
});
