import { fieldGroup, fieldText, wpSendJson } from '../../http';
import { html } from '../../lib';
import { checkoutPayment, reviewOrderTable, takeNotices } from '../../render';
import { choosePostedShipping, getCart } from '../../shop';
import { defineWcAjax } from '../define';

/**
 * `/?wc-ajax=update_order_review` (checkout.js after `update_checkout`): security
 * (wc_checkout_params.update_order_review_nonce), payment_method, shipping_method[<package>],
 * post_data (the serialized form; a ticked terms box stays ticked). Stores the shipping choice and
 * answers, as WooCommerce does,
 * `{result: 'success', messages, reload: false, fragments}` with the review table and the payment
 * box (reference update-order-review-response.json). A bad or expired nonce answers the
 * session-expired fragment for the whole form; an emptied cart asks for a reload.
 */
export default defineWcAjax({
  name: 'update_order_review',
  handle: (ctx, req) => {
    if (ctx.verifyNonce('update-order-review', fieldText(req.fields, 'security')) === 0) {
      return wpSendJson({
        fragments: {
          'form.woocommerce-checkout':
            html`<div class="woocommerce-error">Oturumunuzun süresi doldu. <a href="${ctx.url('/')}" class="wc-backward">Mağazaya dön</a></div>`
              .value,
        },
      });
    }
    choosePostedShipping(ctx.db, ctx.session.id, fieldGroup(req.body, 'shipping_method'));
    const cart = getCart(ctx.db, ctx.session.id, ctx.store.nowSeconds());
    if (cart.lines.length === 0) {
      return wpSendJson({ result: 'failure', messages: takeNotices(ctx).value, reload: true, fragments: {} });
    }
    const payment = fieldText(req.body, 'payment_method');
    // The terms box is inside the payment fragment: it comes back ticked if the form had it ticked.
    const posted = new URLSearchParams(fieldText(req.body, 'post_data') ?? '');
    return wpSendJson({
      result: 'success',
      messages: takeNotices(ctx).value,
      reload: false,
      fragments: {
        '.woocommerce-checkout-review-order-table': reviewOrderTable(ctx, cart).value,
        '.woocommerce-checkout-payment': checkoutPayment(ctx, {
          chosen: payment,
          termsChecked: posted.has('terms'),
        }).value,
      },
    });
  },
});
