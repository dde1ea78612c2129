import { insertHtml } from '@firsat/core/html';
import { clearNotices, showNotices } from './notices';

/** What {@link applyCartPage} did with a fetched cart page. */
export type CartPageResult = 'updated' | 'emptied' | 'unrecognised';

export const CART_FORM_SELECTOR = 'form.woocommerce-cart-form';
export const CART_TOTALS_SELECTOR = 'div.cart_totals';

function outer(el: Element | null | undefined): string | null {
  return el ? el.outerHTML : null;
}

/**
 * Puts a freshly fetched cart page into this one, as WooCommerce's `update_wc_div`: the items
 * form's content (the form element itself stays, with its island), the cart totals, and the
 * page's notices (unless `preserveNotices`). When the new page has no form the cart was emptied:
 * the cart's `.woocommerce` container takes the new one's content (the empty-cart message).
 * HTML that is not a cart page changes nothing ('unrecognised').
 */
export async function applyCartPage(
  html: string,
  options: { preserveNotices?: boolean } = {},
): Promise<CartPageResult> {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const form = document.querySelector(CART_FORM_SELECTOR);
  const newForm = doc.querySelector(CART_FORM_SELECTOR);
  const emptyMessage = doc.querySelector('.wc-empty-cart-message, .cart-empty');
  if (!newForm && !emptyMessage) return 'unrecognised';
  const notices = doc.querySelector('.woocommerce-notices-wrapper')?.innerHTML ?? '';
  // Old notices go before the new content arrives: the empty-cart message is a .woocommerce-info too.
  if (!options.preserveNotices) clearNotices();
  let result: CartPageResult;
  if (newForm && form) {
    await insertHtml(form, newForm.innerHTML, 'inner');
    const totals = document.querySelector(CART_TOTALS_SELECTOR);
    const newTotals = outer(doc.querySelector(CART_TOTALS_SELECTOR));
    if (totals && newTotals) await insertHtml(totals, newTotals, 'replace');
    result = 'updated';
  } else {
    const container = form?.closest('.woocommerce') ?? document.querySelector('.entry-content .woocommerce');
    const newContainer = (newForm ?? emptyMessage)?.closest('.woocommerce');
    if (!container || !newContainer) return 'unrecognised';
    await insertHtml(container, newContainer.innerHTML, 'inner');
    result = newForm ? 'updated' : 'emptied';
  }
  await showNotices(notices, document.querySelector(CART_FORM_SELECTOR));
  return result;
}
