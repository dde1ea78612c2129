import { setHttpClient } from '@firsat/core/http';
import { type Reply, resetConfig, type SeenRequest } from '@firsat/core/testing';
import { installCartHttp } from './cart-http';
import { CHECKOUT_PAGE_MARKUP, CHECKOUT_PARAMS } from './checkout-fixtures';

type Global = typeof globalThis & { wc_checkout_params?: unknown };

/**
 * Tests only: the reference checkout page (its markup and `wc_checkout_params`), the HTTP client
 * answering through `reply`; returns the requests it saw. Undo with `closeCheckoutPage()`.
 */
export function openCheckoutPage(reply: Reply): SeenRequest[] {
  (globalThis as Global).wc_checkout_params = CHECKOUT_PARAMS;
  resetConfig();
  const requests = installCartHttp(reply);
  document.body.innerHTML = CHECKOUT_PAGE_MARKUP;
  return requests;
}

export function closeCheckoutPage(): void {
  delete (globalThis as Global).wc_checkout_params;
  resetConfig();
  setHttpClient(undefined);
  document.body.innerHTML = '';
}
