import { html } from '../../lib';
import { pageIds } from '../../migrations';
import { cartForm, cartGlobals, cartReservationBox, cartTotals, emptyCart } from '../../render';
import { getCart } from '../../shop';
import { definePage } from '../define';
import { handleCartFormPost } from '../shared';

/**
 * The cart page (/sepet/): the classic cart form and totals from the session's cart. The form
 * POSTs here (update_cart, apply_coupon; see routes/shared/cart-form-post.ts).
 */
export default definePage({
  path: '/sepet',
  methods: ['GET', 'POST'],
  render: (ctx, req) => {
    if (req.request.method === 'POST') return handleCartFormPost(ctx, req.request);
    const cart = getCart(ctx.db, ctx.session.id, ctx.store.nowSeconds());
    const content =
      cart.lines.length === 0
        ? emptyCart(ctx)
        : html`${cartForm(ctx, cart)}

<div class="cart-collaterals">
	${cartTotals(ctx, cart)}
</div>`;
    return {
      title: 'Sepet',
      bodyClass: [
        'wp-singular',
        'page-template-default',
        'page',
        `page-id-${pageIds.cart}`,
        'woocommerce-cart',
        'woocommerce-page',
      ],
      pageId: pageIds.cart,
      globals: [cartGlobals(ctx)],
      main: html`<article id="post-${pageIds.cart}" class="post-${pageIds.cart} page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Sepet</h1></header>
<div class="entry-content"><div class="woocommerce">
${cartReservationBox(ctx, cart, req.request)}${content}
</div></div>
</article>`,
    };
  },
});
