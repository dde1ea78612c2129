import type { RequestContext } from '../../context';
import { fieldGroup, fieldText, readFields } from '../../http';
import { html, paths } from '../../lib';
import { pageIds } from '../../migrations';
import {
  type CheckoutFormState,
  checkoutCoupon,
  checkoutForm,
  checkoutGlobals,
  checkoutLogin,
  initialCheckoutState,
  type PageView,
} from '../../render';
import { choosePostedShipping, getCart } from '../../shop';
import { definePage, type PageResult } from '../define';
import { CHECKOUT_BODY_CLASS, processCheckout } from '../shared';

/**
 * The checkout page (/odeme/): for guests the login toggle and form, the coupon toggle and form,
 * then the classic checkout form with `<wc-order-attribution-inputs>`, the billing and shipping
 * fields, the order review, the payment methods and the terms box. It adds `wc_checkout_params`.
 * An empty cart goes back to the cart page, as WooCommerce sends it.
 *
 * Without JavaScript the form POSTs here (WC_Form_Handler::checkout_action): with
 * `woocommerce_checkout_place_order` the order is placed as `?wc-ajax=checkout` places it and the
 * browser is sent to the order-received page (302); a refusal prints the page again with the
 * notices and everything typed. `woocommerce_checkout_update_totals` (the noscript button) stores
 * the shipping choice and prints the page again with the typed values.
 */
export default definePage({
  path: '/odeme',
  methods: ['GET', 'POST'],
  render: async (ctx, req): Promise<PageResult> => {
    if (req.request.method !== 'POST') return checkoutPage(ctx, initialCheckoutState(ctx));
    const { body } = await readFields(req.request);
    if (fieldText(body, 'woocommerce_checkout_place_order') !== undefined) {
      const result = processCheckout(ctx, body);
      if (result.ok) return new Response(null, { status: 302, headers: { Location: result.redirect } });
      return checkoutPage(ctx, result.state);
    }
    if (fieldText(body, 'woocommerce_checkout_update_totals') !== undefined) {
      choosePostedShipping(ctx.db, ctx.session.id, fieldGroup(body, 'shipping_method'));
      const values: Record<string, string> = {};
      for (const name of Object.keys(body)) {
        const value = fieldText(body, name);
        if (value !== undefined) values[name] = value;
      }
      return checkoutPage(ctx, {
        values,
        invalid: {},
        shipToDifferentAddress: values.ship_to_different_address === '1',
        termsChecked: values.terms !== undefined,
        paymentMethod: values.payment_method ?? '',
      });
    }
    return checkoutPage(ctx, initialCheckoutState(ctx));
  },
});

function checkoutPage(ctx: RequestContext, state: CheckoutFormState): PageView | Response {
  const cart = getCart(ctx.db, ctx.session.id, ctx.store.nowSeconds());
  if (cart.lines.length === 0) {
    return new Response(null, { status: 302, headers: { Location: ctx.url(paths.cart) } });
  }
  return {
    title: 'Ödeme',
    bodyClass: [...CHECKOUT_BODY_CLASS],
    pageId: pageIds.checkout,
    globals: [checkoutGlobals(ctx)],
    main: html`<article id="post-${pageIds.checkout}" class="post-${pageIds.checkout} page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Ödeme</h1></header>
<div class="entry-content"><div class="woocommerce">
<div class="woocommerce-notices-wrapper"></div>
${checkoutLogin(ctx)}${checkoutCoupon()}<h2 class="screen-reader-text">Sipariş formu</h2>
${checkoutForm(ctx, cart, state)}
</div></div>
</article>`,
  };
}
