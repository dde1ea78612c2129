import { wpSendJson } from '../../http';
import { takeNotices } from '../../render';
import { defineWcAjax } from '../define';
import { processCheckout } from '../shared';

/**
 * `/?wc-ajax=checkout`: the checkout form as checkout.js posts it (`$form.serialize()`: the
 * attribution inputs, billing_*, ship_to_different_address and shipping_*, order_comments,
 * shipping_method[0], payment_method, terms + terms-field, woocommerce-process-checkout-nonce).
 * Success: `{result: 'success', redirect: <order-received URL>, order_id}` (`order_id` only when
 * something is to be paid, as the gateway path adds it); the emptied cart's cookies expire with
 * the reply. Failure: `{result: 'failure', messages, refresh, reload: false}`, `messages` being
 * wc_print_notices()'s `ul.woocommerce-error` with a `data-id` per field; `refresh` is true when
 * the nonce was refused (the page then fetches new totals and a new nonce).
 */
export default defineWcAjax({
  name: 'checkout',
  handle: (ctx, req) => {
    const result = processCheckout(ctx, req.body);
    if (result.ok) {
      const reply: Record<string, unknown> = { result: 'success', redirect: result.redirect };
      if (result.order.totalKurus > 0) reply.order_id = result.order.id;
      return wpSendJson(reply);
    }
    const notices = takeNotices(ctx).value;
    return wpSendJson({
      result: 'failure',
      messages: notices === '' ? '' : `\n${notices}\n`,
      refresh: result.refresh,
      reload: false,
    });
  },
});
