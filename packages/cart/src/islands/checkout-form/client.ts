import { shopAjax } from '@firsat/core/http';

/**
 * The checkout form as checkout.js sends it (`$form.serialize()`): every named field in document
 * order, files left out and no submit button (the wc-ajax endpoint does not need
 * `woocommerce_checkout_place_order`; only the page's own POST does).
 */
export function checkoutFormFields(form: HTMLFormElement): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.append(name, value);
  return fields;
}

/**
 * POSTs the order to `?wc-ajax=checkout` (what `wc_checkout_params.checkout_url` names:
 * WC_AJAX::get_endpoint('checkout'), the shop ajax address with `checkout` as the endpoint) and
 * resolves with the body as text, so that the model can repair a reply a PHP warning broke.
 * Rejects with core's `HttpError` (no answer, a server error).
 */
export function sendCheckout(fields: URLSearchParams, signal: AbortSignal): Promise<string> {
  return shopAjax<string>('checkout', fields, { signal, responseType: 'text' });
}
