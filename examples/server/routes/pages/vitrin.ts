import { html } from '../../lib';
import { listingIds } from '../../migrations';
import { listingBlock, listingParams, showcaseBlocks } from '../../render';
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
    const path = new URL(request.url).pathname;
    const blocks = showcaseBlocks.map((block) => {
      const names = listingParams(block.blockId);
      const tab = query.get(names.tab) ?? '';
      const page = Number(query.get(names.page) ?? '1');
      // A block's page links carry its own tab and page only (as get_pagenum_link knows one
      // query): the islands keep the other blocks' places in the address when they change it.
      const pageUrl = (changes: Record<string, string | null>): string => {
        const params = new URLSearchParams();
        for (const name of [names.tab, names.page]) {
          const value = name in changes ? changes[name] : query.get(name);
          if (value !== null && value !== undefined) params.set(name, value);
        }
        const search = params.toString();
        return `${path}${search ? `?${search}` : ''}`;
      };
      return listingBlock(ctx, block, { tab, page: Number.isInteger(page) && page > 0 ? page : 1 }, pageUrl);
    });
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
