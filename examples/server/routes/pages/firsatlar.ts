import { html } from '../../lib';
import { pageIds } from '../../migrations';
import { productGridBlock } from '../../render';
import { listDeals, rollDemoDeals } from '../../shop';
import { definePage } from '../define';

/**
 * /firsatlar/: every running deal in a product-blocks grid with its countdown. A deal whose sale
 * has ended is not shown (the plugin hides it); the test page /demo/biten-firsat/ keeps one.
 */
export default definePage({
  path: '/firsatlar',
  render: (ctx) => {
    rollDemoDeals(ctx.db, ctx.store.now());
    const now = ctx.store.nowSeconds();
    const running = listDeals(ctx.db).filter((p) => p.saleTo !== null && p.saleTo >= now);
    return {
      title: 'Fırsatlar',
      bodyClass: ['wp-singular', 'page-template-default', 'page', `page-id-${pageIds.deals}`],
      pageId: pageIds.deals,
      main: html`<article id="post-${pageIds.deals}" class="post-${pageIds.deals} page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Fırsatlar</h1></header>
<div class="entry-content">
<p>Her fırsatın bir bitiş günü var; sayaç o günün başına kadar geri sayar.</p>
${productGridBlock(ctx, running, { blockId: 'firsatlar', heading: 'Günün fırsatları', columns: 3 })}
</div>
</article>`,
    };
  },
});
