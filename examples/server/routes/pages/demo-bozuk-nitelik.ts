import { dealDate, endOfStoreDay, html } from '../../lib';
import { pageIds } from '../../migrations';
import { dealCountdownMarkup } from '../../render';
import { definePage } from '../define';

/**
 * A good countdown beside one with a broken attribute (data-date="yarın"): the broken island
 * must log one error naming itself and leave its server HTML exactly as printed, while the good
 * one ticks.
 */
export default definePage({
  path: '/demo/bozuk-nitelik',
  render: (ctx) => {
    const good = dealDate(endOfStoreDay(ctx.store.now(), 2));
    return {
      title: 'Bozuk nitelik',
      bodyClass: [
        'wp-singular',
        'page-template-default',
        'page',
        `page-id-${pageIds.badAttribute}`,
        'page-child',
        `parent-pageid-${pageIds.demo}`,
      ],
      pageId: pageIds.badAttribute,
      main: html`<article id="post-${pageIds.badAttribute}" class="post-${pageIds.badAttribute} page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Bozuk nitelik</h1></header>
<div class="entry-content">
<p>Soldaki sayaç geçerli bir tarih taşır ve saymalıdır. Sağdakinin <code>data-date</code> niteliği bozuk (<code>yarın</code>): o ada başlamamalı, konsola kendini adlandıran tek bir hata yazmalı ve sunucunun HTML’i olduğu gibi kalmalıdır.</p>
<div class="firsat-demo-pair">
<figure class="firsat-demo-case" id="gecerli-sayac"><figcaption>Geçerli: data-date="${good}"</figcaption>${dealCountdownMarkup(good)}</figure>
<figure class="firsat-demo-case" id="bozuk-sayac"><figcaption>Bozuk: data-date="yarın"</figcaption>${dealCountdownMarkup('yarın')}</figure>
</div>
</div>
</article>`,
    };
  },
});
