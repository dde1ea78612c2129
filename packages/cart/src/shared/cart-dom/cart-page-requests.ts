import { cartQueue, get, logBlockFailure, postTo } from '@firsat/core/http';
import { dispatchClassic } from '@firsat/core/island';
import {
  applyCartPage,
  CART_FORM_SELECTOR,
  CART_TOTALS_SELECTOR,
  type CartPageResult,
} from './apply-cart-page';
import { blockElement, unblockElement } from './block-overlay';
import { errorNoticeHtml, showNotices } from './notices';

/** What a cart page request ended in: the page was put in, or nothing changed. */
export type CartRequestOutcome = { ok: true; result: CartPageResult } | { ok: false; error: unknown };

/** The cart page parts a request blocks: the items form and the totals. */
function cartParts(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(`${CART_FORM_SELECTOR}, ${CART_TOTALS_SELECTOR}`)];
}

/**
 * Runs one cart page request through the cart queue with the form and totals blocked. The
 * answer (a whole cart page) replaces them and `updated_wc_div` + `updated_cart_totals` go out
 * (so the mini cart refreshes); a failure leaves everything as it was, unblocked, with the
 * error notice `failureText`, and is logged per SPEC §8.
 */
export async function cartPageRequest(
  send: () => Promise<string>,
  failureText: string,
  options: { preserveNotices?: boolean } = {},
): Promise<CartRequestOutcome> {
  const parts = cartParts();
  for (const part of parts) blockElement(part);
  try {
    const html = await cartQueue.run(send);
    const result = await applyCartPage(html, options);
    if (result === 'unrecognised') throw new Error('The answer is not a cart page.');
    dispatchClassic('updated_wc_div');
    if (result === 'emptied') dispatchClassic('wc_cart_emptied');
    dispatchClassic('updated_cart_totals');
    return { ok: true, result };
  } catch (error) {
    logBlockFailure(error);
    await showNotices(errorNoticeHtml(failureText), document.querySelector(CART_FORM_SELECTOR));
    return { ok: false, error };
  } finally {
    for (const part of parts) if (part.isConnected) unblockElement(part);
  }
}

/** The items form's fields plus `update_cart`, as WooCommerce's cart.js posts them. */
export function updateCartFields(form: HTMLFormElement): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.append(name, value);
  const button = form.querySelector<HTMLButtonElement>('[name="update_cart"]');
  fields.set('update_cart', button?.value || 'Update cart');
  return fields;
}

/** POSTs the items form with `update_cart` to its action (the cart URL); answers the cart page. */
export function postCartForm(form: HTMLFormElement): Promise<string> {
  return postTo<string>(form.action || window.location.href, updateCartFields(form), {
    responseType: 'text',
  });
}

/** GETs a cart link (a remove link); the server acts, redirects to the cart and answers it. */
export function getCartLink(href: string): Promise<string> {
  return get<string>(href, { responseType: 'text' });
}

/**
 * Refreshes the form and totals after a coupon change, as cart.js `update_cart(true)`: the form is
 * posted again (so typed quantities are kept) and the coupon notice stays.
 */
export function refreshCartPage(failureText: string): Promise<CartRequestOutcome> {
  const form = document.querySelector<HTMLFormElement>(CART_FORM_SELECTOR);
  const send = form ? () => postCartForm(form) : () => getCartLink(window.location.href);
  return cartPageRequest(send, failureText, { preserveNotices: true });
}
