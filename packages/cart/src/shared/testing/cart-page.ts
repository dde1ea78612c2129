/** Tests and stories only: a cart page built from the reference markup. */
import { CART_COLLATERALS_HTML, CART_FORM_HTML } from './cart-page-fixtures';

/** The reference cart page's `<main>` content: notices wrapper, items form and totals. */
export function cartPageMain(form = CART_FORM_HTML, collaterals = CART_COLLATERALS_HTML): string {
  return `<div class="woocommerce-notices-wrapper"></div><div class="entry-content"><div class="woocommerce">${form}\n${collaterals}</div></div>`;
}

/** A whole cart page as the server answers it, with notices printed in the wrapper. */
export function cartPageDocument(
  options: { form?: string; collaterals?: string; notices?: string } = {},
): string {
  const main = cartPageMain(options.form, options.collaterals).replace(
    '<div class="woocommerce-notices-wrapper"></div>',
    `<div class="woocommerce-notices-wrapper">${options.notices ?? ''}</div>`,
  );
  return `<!DOCTYPE html><html><head><title>Cart</title></head><body class="woocommerce-cart"><main>${main}</main></body></html>`;
}

/** The empty cart page (cart-empty.php). */
export function emptyCartDocument(notices = ''): string {
  return `<!DOCTYPE html><html><body><main><div class="woocommerce-notices-wrapper">${notices}</div><div class="entry-content"><div class="woocommerce"><div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info" role="status">Your cart is currently empty.</div></div><p class="return-to-shop"><a class="button wc-backward" href="/shop/">Return to shop</a></p></div></div></main></body></html>`;
}

/** Puts the reference cart page into the document body. */
export function mountCartPage(): { form: HTMLFormElement; totals: HTMLElement } {
  document.body.innerHTML = cartPageMain();
  const form = document.querySelector<HTMLFormElement>('form.woocommerce-cart-form');
  const totals = document.querySelector<HTMLElement>('div.cart_totals');
  if (!form || !totals) throw new Error('the reference cart page is missing its form or totals');
  return { form, totals };
}
