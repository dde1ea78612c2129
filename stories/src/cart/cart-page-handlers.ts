import { cartPageDocument, UPDATE_SHIPPING_METHOD_RESPONSE } from '@firsat/cart/testing';
import { HttpResponse, http } from 'msw';
import { storyCartForm } from './cart-page-markup';

type Mode = 'ok' | 'server-error' | 'expired-nonce';

const html = (body: string, status = 200) =>
  new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });

const notice = (type: 'message' | 'error', text: string) =>
  type === 'error'
    ? `<ul class="woocommerce-error" role="alert"><li>${text}</li></ul>`
    : `<div class="woocommerce-message" role="alert">${text}</div>`;

/** The cart page endpoints as WooCommerce answers them, in English as the reference store does. */
export function cartPageHandlers(mode: Mode = 'ok') {
  return [
    http.post('/cart/', async ({ request }) => {
      if (mode === 'server-error') return html('Internal Server Error', 500);
      const fields = new URLSearchParams(await request.text());
      const quantities: Record<string, string> = {};
      for (const [name, value] of fields) {
        const key = /^cart\[(\w+)\]\[qty\]$/.exec(name)?.[1];
        if (key) quantities[key] = value;
      }
      return html(
        cartPageDocument({ form: storyCartForm(quantities), notices: notice('message', 'Cart updated.') }),
      );
    }),
    http.get('/cart/', () => html(cartPageDocument({ notices: notice('message', 'Item removed.') }))),
    http.post('/', async ({ request }) => {
      const endpoint = new URL(request.url).searchParams.get('wc-ajax');
      if (mode === 'server-error') return html('', 500);
      if (mode === 'expired-nonce') return html('-1', 403);
      const fields = Object.fromEntries(new URLSearchParams(await request.text()));
      if (endpoint === 'update_shipping_method') return html(UPDATE_SHIPPING_METHOD_RESPONSE);
      if (endpoint === 'apply_coupon') {
        const code = (fields.coupon_code ?? '').trim().toLowerCase();
        if (code === '') return html(notice('error', 'Please enter a coupon code.'));
        if (code !== 'save10') return html(notice('error', `Coupon "${code}" does not exist!`));
        return html(notice('message', 'Coupon code applied successfully.'));
      }
      if (endpoint === 'remove_coupon') return html(notice('message', 'Coupon has been removed.'));
      return html('');
    }),
  ];
}
