import { html, paths } from '../../lib';
import { pageIds } from '../../migrations';
import { checkoutCoupon, checkoutForm, checkoutGlobals, checkoutLogin } from '../../render';
import { getCart } from '../../shop';
import { definePage } from '../define';

/**
 * The checkout page (/odeme/): for guests the login toggle and form, the coupon toggle and form,
 * then the classic checkout form with `<wc-order-attribution-inputs>`, the billing fields and the
 * order review. It adds `wc_checkout_params`. An empty cart goes back to the cart page, as
 * WooCommerce sends it. Placing the order is not part of the demo.
 */
export default definePage({
  path: '/odeme',
  render: (ctx) => {
    const cart = getCart(ctx.db, ctx.session.id, ctx.store.nowSeconds());
    if (cart.lines.length === 0) {
      return new Response(null, { status: 302, headers: { Location: ctx.url(paths.cart) } });
    }
    return {
      title: 'Ödeme',
      bodyClass: [
        'wp-singular',
        'page-template-default',
        'page',
        `page-id-${pageIds.checkout}`,
        'woocommerce-checkout',
        'woocommerce-page',
      ],
      pageId: pageIds.checkout,
      globals: [checkoutGlobals(ctx)],
      main: html`<article id="post-${pageIds.checkout}" class="post-${pageIds.checkout} page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Ödeme</h1></header>
<div class="entry-content"><div class="woocommerce">
<div class="woocommerce-notices-wrapper"></div>
${checkoutLogin(ctx)}${checkoutCoupon()}<h2 class="screen-reader-text">Sipariş formu</h2>
${checkoutForm(ctx, cart)}
</div></div>
</article>`,
    };
  },
});
