/**
 * The classic checkout form's markup (woocommerce/checkout/form-checkout.php, reference
 * checkout-form.html): which elements are its fields, its notices, the "ship to a different
 * address?" box and the terms text, and what a field holds.
 */

/** The fields checkout.js checks: text inputs, selects and checkboxes. */
export const FIELDS = '.input-text, select, input[type="checkbox"]';
/** The checkout's own notice group, the only notices a new answer replaces. */
export const NOTICE_GROUP = '.woocommerce-NoticeGroup-checkout';
/** The server's message under a field it names (`show_inline_errors`). */
export const INLINE_MESSAGE = 'checkout-inline-error-message';
export const SHIP_ELSEWHERE = '#ship-to-different-address-checkbox, #ship-to-different-address input';
export const SHIPPING_ADDRESS = 'div.shipping_address';
export const TERMS_LINK = 'a.woocommerce-terms-and-conditions-link';
export const TERMS_TEXT = '.woocommerce-terms-and-conditions';

export type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export const isField = (el: EventTarget | null): el is Field =>
  (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) &&
  el.matches(FIELDS);

/** A field nobody can fill now: disabled, or inside something hidden (the unticked shipping address). */
export function isOutOfPlay(field: Field, form: HTMLFormElement): boolean {
  if (field.disabled) return true;
  for (let el: HTMLElement | null = field; el && el !== form; el = el.parentElement) {
    if (el.hidden || el.style.display === 'none') return true;
  }
  return false;
}

/** What the model's field rules read of a field. */
export const fieldValue = (field: Field) => ({
  value: field.value,
  checkbox: field instanceof HTMLInputElement && field.type === 'checkbox',
  checked: field instanceof HTMLInputElement && field.checked,
});

/** The id of the server's message under a field (`<id or name>_description`). */
export const messageIdOf = (field: Field) => `${field.id || field.name}_description`;
