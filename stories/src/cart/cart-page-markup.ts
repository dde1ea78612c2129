import { CART_COLLATERALS_HTML, CART_FORM_HTML, cartPageMain } from '@firsat/cart/testing';

/** The reference store's absolute addresses, made relative so the story's mocks answer them. */
const local = (html: string) => html.replaceAll('http://127.0.0.1:8089', '');

/** The reference cart form with the given quantities per cart item key. */
export function storyCartForm(quantities: Record<string, string> = {}): string {
  return local(CART_FORM_HTML).replace(
    /(name="cart\[(\w+)\]\[qty\]"\s*value=")(\d+)"/g,
    (_, head: string, key: string, value: string) => `${head}${quantities[key] ?? value}"`,
  );
}

/** The reference cart page: notices wrapper, items form and totals (with `notices` printed). */
export function storyCartPage(notices = ''): string {
  return local(cartPageMain(storyCartForm(), CART_COLLATERALS_HTML)).replace(
    '<div class="woocommerce-notices-wrapper"></div>',
    `<div class="woocommerce-notices-wrapper">${notices}</div>`,
  );
}
