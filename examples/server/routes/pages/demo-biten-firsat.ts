import { html } from '../../lib';
import { pageIds } from '../../migrations';
import { productGridBlock } from '../../render';
import { listDeals, rollDemoDeals } from '../../shop';
import { definePage } from '../define';

/** The page's id: a code page (like the filter page's 1400), no row in the posts table. */
export const endedDealPageId = 1801;

/**
 * A test page, out of the shop's menu: a deal whose sale has already ended, printed with its
 * countdown beside a running one. The ended countdown must show zeros (the plugin would not print
 * it at all; /firsatlar/ and the grids don't).
 */
export default definePage({
  path: '/demo/biten-firsat',
  render: (ctx) => {
    rollDemoDeals(ctx.db, ctx.store.now());
    const now = ctx.store.nowSeconds();
    const deals = listDeals(ctx.db);
    const ended = deals.filter((p) => p.saleTo !== null && p.saleTo < now);
    const running = deals.filter((p) => p.saleTo !== null && p.saleTo >= now).slice(0, 1);
    return {
      title: 'Biten fırsat',
      bodyClass: [
        'wp-singular',
        'page-template-default',
        'page',
        `page-id-${endedDealPageId}`,
        'page-child',
        `parent-pageid-${pageIds.demo}`,
      ],
      pageId: endedDealPageId,
      main: html`<article id="post-${endedDealPageId}" class="post-${endedDealPageId} page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Biten fırsat</h1></header>
<div class="entry-content">
<p class="firsat-demo-note">Test sayfası: “${ended.map((p) => p.name).join('”, “')}” fırsatının süresi doldu; sayacı sıfırları göstermeli. Yanındaki fırsat hâlâ sürüyor ve saymalı.</p>
${productGridBlock(ctx, [...ended, ...running], {
  blockId: 'biten-firsat',
  heading: 'Biten ve süren fırsat',
  columns: 3,
  endedDeals: true,
})}
</div>
</article>`,
    };
  },
});
