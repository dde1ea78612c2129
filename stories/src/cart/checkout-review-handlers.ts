import { CHECKOUT_PAGE_MARKUP } from '@firsat/cart/testing';
import { HttpResponse, http } from 'msw';
import { STORY_CHECKOUT_CONFIG } from './checkout-story';

/** How the mocked store answers the checkout's coupon and order review calls. */
export type CheckoutAnswer = 'ok' | 'server-error' | 'offline' | 'expired-nonce' | 'session-expired';

const html = (body: string, status = 200) =>
  new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });

/** The review table the checkout page printed, as `update_order_review` sends it back. */
const PRINTED_TABLE =
  /<table class="shop_table woocommerce-checkout-review-order-table">[\s\S]*?<\/table>/.exec(
    CHECKOUT_PAGE_MARKUP,
  )?.[0] as string;

const RATES = { 'flat_rate:1': 5, 'free_shipping:2': 0 } as const;

/**
 * The review table for the chosen rate (its radio checked, the total with the rate added) and,
 * once `save10` is applied, WooCommerce's coupon row (10 % of the $45.00 hoodie).
 */
export function reviewTable(rate: string, coupon: boolean): string {
  const shipping = RATES[rate as keyof typeof RATES] ?? 0;
  const total = 45 + shipping - (coupon ? 4.5 : 0);
  const couponRow = coupon
    ? '<tr class="cart-discount coupon-save10"><th>Coupon: save10</th><td data-title="Coupon: save10">-<span class="woocommerce-Price-amount amount"><span class="woocommerce-Price-currencySymbol">&#36;</span>4.50</span></td></tr>'
    : '';
  return PRINTED_TABLE.replace(/ checked='checked'/g, '')
    .replace(
      `value="${rate}" class="shipping_method" `,
      `value="${rate}" class="shipping_method"  checked='checked'`,
    )
    .replace('<tr class="order-total">', `${couponRow}<tr class="order-total">`)
    .replace(
      /(<tr class="order-total">[\s\S]*?&#36;<\/span>)45\.00/,
      (_, head: string) => `${head}${total.toFixed(2)}`,
    );
}

/** The notice markup WooCommerce's `wc_print_notices()` prints. */
const notice = (type: 'message' | 'error', text: string) =>
  type === 'error'
    ? `<ul class="woocommerce-error" role="alert"><li>${text}</li></ul>`
    : `<div class="woocommerce-message" role="alert">${text}</div>`;

/**
 * `?wc-ajax=apply_coupon` and `?wc-ajax=update_order_review` as WooCommerce answers them (in
 * English, as the reference store does): `save10` applies once, another code does not exist, an
 * empty one asks for a code; the review table follows the chosen shipping rate and the coupon.
 * A wrong `security` gets `-1` (403) as `check_ajax_referer` answers. The other answers are the
 * error stories' (`session-expired`: the cart session ended, the form is replaced).
 */
export function checkoutReviewHandlers(answer: CheckoutAnswer = 'ok') {
  let applied = false;
  const failure = () => {
    if (answer === 'server-error') return html('Internal Server Error', 500);
    if (answer === 'offline') return HttpResponse.error();
    if (answer === 'expired-nonce') return html('-1', 403);
    return undefined;
  };
  return [
    http.post('/', async ({ request }) => {
      const endpoint = new URL(request.url).searchParams.get('wc-ajax');
      if (endpoint !== 'apply_coupon' && endpoint !== 'update_order_review') return undefined;
      const failed = failure();
      if (failed) return failed;
      const fields = new URLSearchParams(await request.text());
      const { shop } = STORY_CHECKOUT_CONFIG;
      if (endpoint === 'apply_coupon') {
        if (fields.get('security') !== shop.applyCouponNonce) return html('-1', 403);
        const code = (fields.get('coupon_code') ?? '').trim().toLowerCase();
        if (code === '') return html(notice('error', 'Please enter a coupon code.'));
        if (code !== 'save10') return html(notice('error', `Coupon "${code}" does not exist!`));
        if (applied) return html(notice('error', 'Coupon code already applied!'));
        applied = true;
        return html(notice('message', 'Coupon code applied successfully.'));
      }
      if (fields.get('security') !== shop.updateOrderReviewNonce) return html('-1', 403);
      if (answer === 'session-expired') {
        return HttpResponse.json({
          fragments: {
            'form.woocommerce-checkout': `<div class="woocommerce-error">Sorry, your session has expired. <a href="/shop/" class="wc-backward">Return to shop</a></div>`,
          },
        });
      }
      return HttpResponse.json({
        result: 'success',
        messages: '',
        reload: false,
        fragments: {
          '.woocommerce-checkout-review-order-table': reviewTable(
            fields.get('shipping_method[0]') ?? 'free_shipping:2',
            applied,
          ),
        },
      });
    }),
  ];
}
