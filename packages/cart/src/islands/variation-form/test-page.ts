/** Test helpers: the reference form inside a product, with the meta a single product prints. */
import type { SeenRequest } from '@firsat/core/testing';
import { fieldsOf as formFields, installCartHttp } from '../../shared/testing';
import type { Variation } from '../../shared/variation';
import { HOODIE_FORM_HTML } from './fixtures';

export const NO_MATCH_TEXT =
  'Sorry, no products matched your selection. Please choose a different combination.';
export const UNAVAILABLE_TEXT = 'Sorry, this product is unavailable. Please choose a different combination.';
export const SELECT_TEXT = 'Please select some product options before adding this product to your cart.';

/** Puts the reference form in a `.product` with sku/weight meta; optionally other variations. */
export function hoodiePage(variations?: readonly Variation[] | false): HTMLFormElement {
  document.body.innerHTML = `<div class="product"><div class="summary">${HOODIE_FORM_HTML}<div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">woo-hoodie</span></span></div></div><table class="woocommerce-product-attributes"><tr class="woocommerce-product-attributes-item--weight"><td class="woocommerce-product-attributes-item__value">1 kg</td></tr></table></div>`;
  const form = document.querySelector('form') as HTMLFormElement;
  if (variations !== undefined) form.dataset.product_variations = JSON.stringify(variations);
  return form;
}

export function select(form: HTMLElement, name: string, value: string): void {
  const el = form.querySelector<HTMLSelectElement>(`select[data-attribute_name="${name}"]`);
  if (!el) throw new Error(`no select ${name}`);
  el.value = value;
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Routes shop ajax to a fake fetch; returns the requests it saw. */
export const fakeServer = installCartHttp;

/** The endpoint and the fields of a recorded form post. */
export function fieldsOf(request: SeenRequest) {
  return { endpoint: request.url.searchParams.get('wc-ajax'), fields: formFields(request) };
}
