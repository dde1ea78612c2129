import {
  CHECKOUT_FAILURE_REPLY,
  CHECKOUT_FORM_MARKUP,
  CHECKOUT_NONCE_REPLY,
  CHECKOUT_SUCCESS_REPLY,
} from '@firsat/cart/testing';
import { HttpResponse, http } from 'msw';

/** How the story's store answers `?wc-ajax=checkout`. */
export type CheckoutFormAnswer = 'demo' | 'failure' | 'expired-nonce' | 'offline' | 'server-error';

/** The nonce the printed form carries, and the one the refresh brings. */
const PRINTED_NONCE = /name="woocommerce-process-checkout-nonce" value="([0-9a-f]{10})"/.exec(
  CHECKOUT_FORM_MARKUP,
)?.[1];
export const FRESH_NONCE = '5e5e5e5e5e';

/** The printed `#payment` box (its fragment), with another nonce in it. */
function paymentFragment(nonce: string, termsTicked: boolean): string {
  const start = CHECKOUT_FORM_MARKUP.indexOf('<div id="payment"');
  const end = CHECKOUT_FORM_MARKUP.lastIndexOf('</div>\n\t</div>');
  let box = CHECKOUT_FORM_MARKUP.slice(start, end + '</div>'.length);
  box = box.replace(`value="${PRINTED_NONCE}"`, `value="${nonce}"`);
  return termsTicked ? box.replace('name="terms" id="terms"', 'name="terms" id="terms" checked') : box;
}

/** The reference store's "required field" notice for each empty required billing field. */
const REQUIRED: [id: string, label: string][] = [
  ['billing_first_name', 'First name'],
  ['billing_last_name', 'Last name'],
  ['billing_address_1', 'Street address'],
  ['billing_city', 'Town / City'],
  ['billing_postcode', 'ZIP Code'],
  ['billing_phone', 'Phone'],
  ['billing_email', 'Email address'],
];

const li = (text: string, id?: string) =>
  `\n\t\t\t<li${id ? ` data-id="${id}"` : ''}>\n\t\t\t${text}\t\t</li>`;
const failure = (items: string[]) => ({
  result: 'failure',
  messages: `\n<ul class="woocommerce-error" role="alert">${items.join('')}\n\t</ul>\n`,
  refresh: false,
  reload: false,
});

/** What the reference store answers a filled-in form: its notices (required, phone, e-mail, terms) or the order. */
function demoAnswer(fields: URLSearchParams) {
  const items: string[] = [];
  for (const [id, label] of REQUIRED) {
    const value = (fields.get(id) ?? '').trim();
    if (value === '') items.push(li(`<strong>Billing ${label}</strong> is a required field.`, id));
    else if (id === 'billing_phone' && /[^\s#0-9_\-+/().]/.test(value))
      items.push(li('<strong>Billing Phone</strong> is not a valid phone number.', id));
    else if (id === 'billing_email' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value))
      items.push(li('<strong>Billing Email address</strong> is not a valid email address.', id));
  }
  if (fields.has('terms-field') && !fields.has('terms'))
    items.push(li('Please read and accept the terms and conditions to proceed with your order.', 'terms'));
  return items.length > 0 ? failure(items) : { ...CHECKOUT_SUCCESS_REPLY, redirect: '#order-received-77' };
}

/**
 * `?wc-ajax=checkout` (and, for the refresh, `update_order_review`) as the story's store answers
 * them. `demo` checks the form as the reference store does and places the order (a redirect to
 * `#order-received-77`, so the story stays where it is); `failure` always answers the reference
 * failure (bad phone, bad e-mail, terms); `expired-nonce` refuses the printed nonce with
 * `refresh: true`, the refresh brings a fresh one, and the next order goes through; `offline`
 * never answers; `server-error` is a 500.
 */
export function checkoutFormHandlers(answer: CheckoutFormAnswer = 'demo') {
  return [
    http.post('/', async ({ request }) => {
      const endpoint = new URL(request.url).searchParams.get('wc-ajax');
      const fields = new URLSearchParams(await request.text());
      if (endpoint === 'update_order_review') {
        const posted = new URLSearchParams(fields.get('post_data') ?? '');
        return HttpResponse.json({
          result: 'success',
          messages: '',
          reload: false,
          fragments: { '.woocommerce-checkout-payment': paymentFragment(FRESH_NONCE, posted.has('terms')) },
        });
      }
      if (endpoint !== 'checkout') return new HttpResponse('', { status: 200 });
      if (answer === 'offline') return HttpResponse.error();
      if (answer === 'server-error') return new HttpResponse('Internal Server Error', { status: 500 });
      if (answer === 'failure') return HttpResponse.json(CHECKOUT_FAILURE_REPLY);
      const nonce = fields.get('woocommerce-process-checkout-nonce');
      if (answer === 'expired-nonce' && nonce !== FRESH_NONCE) return HttpResponse.json(CHECKOUT_NONCE_REPLY);
      return HttpResponse.json(demoAnswer(fields));
    }),
  ];
}
