import { html } from '../../lib';
import { pageIds } from '../../migrations';
import { orderReceived, wcTexts } from '../../render';
import { emptyCart, getOrder } from '../../shop';
import { definePage } from '../define';
import { CHECKOUT_BODY_CLASS } from '../shared';

/**
 * The order-received page, `/odeme/siparis-alindi/<id>/?key=<order key>` (WooCommerce's
 * checkout endpoint order-received): the thank-you notice, the overview (number, date, total,
 * payment method, and the e-mail for the signed-in customer who placed it), the bank details for a
 * bank transfer, the order details table and the addresses. Only the right key shows the order;
 * a wrong key (or an unknown order) gets the thank-you line alone. Opening it empties the
 * visitor's cart again, as WooCommerce does.
 */
export default definePage({
  path: '/odeme/siparis-alindi/:id',
  render: (ctx, req) => {
    const id = Number(req.params.id);
    const order = Number.isInteger(id) && id > 0 ? getOrder(ctx.db, id) : null;
    emptyCart(ctx.db, ctx.session.id);
    return {
      title: wcTexts.orderReceivedTitle,
      bodyClass: [...CHECKOUT_BODY_CLASS, 'woocommerce-order-received'],
      pageId: pageIds.checkout,
      main: html`<article id="post-${pageIds.checkout}" class="post-${pageIds.checkout} page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">${wcTexts.orderReceivedTitle}</h1></header>
<div class="entry-content">${orderReceived(ctx, order, req.query.get('key') ?? '')}</div>
</article>`,
    };
  },
});
