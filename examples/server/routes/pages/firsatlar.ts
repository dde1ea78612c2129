import { html, raw } from '../../lib';
import { pageIds } from '../../migrations';
import { productGridBlock } from '../../render';
import { listDeals, rollDemoDeals } from '../../shop';
import { definePage } from '../define';

/**
 * /firsatlar/: every deal in a product-blocks grid with its countdown, including one whose sale
 * has already ended (the plugin would hide it; the demo keeps it to show the zeros).
 */
export default definePage({
  path: '/firsatlar',
  render: (ctx) => {
    rollDemoDeals(ctx.db, ctx.store.now());
    const now = ctx.store.nowSeconds();
    const deals = listDeals(ctx.db);
    const expired = deals.filter((p) => p.saleTo !== null && p.saleTo < now);
    return {
      title: 'Fırsatlar',
      bodyClass: ['wp-singular', 'page-template-default', 'page', `page-id-${pageIds.deals}`],
      pageId: pageIds.deals,
      main: html`<article id="post-${pageIds.deals}" class="post-${pageIds.deals} page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Fırsatlar</h1></header>
<div class="entry-content">
<p>Her fırsatın bir bitiş günü var; sayaç o günün başına kadar geri sayar.${expired.length > 0 ? html` <strong class="firsat-demo-note">Demo notu: “${expired.map((p) => p.name).join('”, “')}” fırsatının süresi doldu; sayacı sıfırları göstermeli.</strong>` : ''}</p>
${productGridBlock(ctx, deals, {
  blockId: 'firsatlar',
  heading: 'Günün fırsatları',
  columns: 3,
  itemNote: (product) =>
    product.saleTo !== null && product.saleTo < now
      ? html`<p class="firsat-demo-note firsat-deal-expired">Süresi dolmuş fırsat (sayaç 00 göstermeli)</p>`
      : raw(''),
})}
</div>
</article>`,
    };
  },
});
