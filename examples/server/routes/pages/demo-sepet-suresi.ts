import { html, paths } from '../../lib';
import { cartReservationBox } from '../../render';
import { getCart } from '../../shop';
import { definePage } from '../define';

/**
 * The cart reservation timer with the `hide` setting (the cart page uses `clear`): when the time
 * runs out the box hides and the cart stays. Shown only while the cart has items.
 */
export default definePage({
  path: '/demo/sepet-suresi',
  render: (ctx, req) => {
    const cart = getCart(ctx.db, ctx.session.id, ctx.store.nowSeconds());
    return {
      title: 'Sepet ayırma süresi',
      bodyClass: ['wp-singular', 'page-template-default', 'page'],
      main: html`<article class="page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Sepet ayırma süresi</h1></header>
<div class="entry-content">
<p>Bu sayaç süre dolunca yalnızca gizlenir (<code>data-hides="hide"</code>). <a href="${paths.cart}">Sepet sayfasındaki</a> sayaç ise süre dolunca sepeti boşaltır (<code>data-hides="clear"</code>).</p>
${cart.lines.length === 0 ? html`<p class="firsat-demo-empty">Sepetiniz boş: sayaç yalnızca sepette ürün varken görünür.</p>` : cartReservationBox(ctx, cart, req.request, 'hide')}
</div>
</article>`,
    };
  },
});
