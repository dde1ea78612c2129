import { htmlToText } from '@firsat/core/html';
import type { BehaviourContext } from '@firsat/core/island';
import { keepPrinted } from '@firsat/core/island';
import { cartPageMessages } from '../../shared/cart-dom';
import { browser } from '../../shared/cart-session';
import { bindToggleLink } from '../../shared/checkout-toggle';
import { readLoginForm, submitLogin } from './client';
import { isLoginSuccess, type LoginErrors, loginErrorsFrom } from './login-errors';
import type { CheckoutLoginProps } from './props';

const SUBMIT = 'button[type="submit"], .woocommerce-form-login__submit';
const FIELDS = 'input[name], select[name], textarea[name]';

/** The input a field error belongs to, if the form has it. */
function inputOf(form: HTMLFormElement, name: string): HTMLElement | null {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLElement ? field : null;
}

const errorIdOf = (input: HTMLElement, name: string) => `${input.id || name}-error`;

/** Adds or removes one id in an element's aria-describedby, keeping the others. */
function describedBy(el: HTMLElement, id: string, on: boolean): void {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((x) => x && x !== id);
  if (on) ids.push(id);
  if (ids.length > 0) el.setAttribute('aria-describedby', ids.join(' '));
  else el.removeAttribute('aria-describedby');
}

/** Makes an element holding plain text (a message from the server never enters as HTML). */
function textElement(tag: string, className: string, text: string): HTMLElement {
  const el = document.createElement(tag);
  el.className = className;
  el.textContent = text;
  return el;
}

/**
 * The guest login on the checkout (`form.woocommerce-form-login` behind `a.showlogin`), sent
 * through admin-ajax `wopb_checkout_login`. Success reloads the page. A refusal shows each
 * message under its field (aria-invalid, aria-describedby; focus on the first) or in the general
 * error area at the top of the form. The submit button is disabled while the request runs, and
 * what the person typed is never cleared. Unbound or failed, the form is as printed (the
 * messages it added gone) and posts natively again.
 */
export function bindCheckoutLogin(
  host: HTMLElement,
  { props, signal, onCleanup }: BehaviourContext<CheckoutLoginProps>,
): void {
  if (!(host instanceof HTMLFormElement)) return;
  const form = host;
  const buttons = [...form.querySelectorAll<HTMLButtonElement>(SUBMIT)];
  const fields = [...form.querySelectorAll<HTMLElement>(FIELDS)];
  onCleanup(
    keepPrinted([
      [form, ['aria-busy', 'class']],
      ...buttons.map((button) => [button, ['disabled']] as const),
      ...fields.map((field) => [field, ['aria-invalid', 'aria-describedby']] as const),
    ]),
  );
  bindToggleLink(form, 'a.showlogin', 'firsat-checkout-login', { signal, onCleanup });

  /** What the last answer added: the messages, and the general area's box when the form has none. */
  let shown: HTMLElement[] = [];
  onCleanup(() => {
    for (const el of shown) el.remove();
  });

  const showErrors = ({ fields: messages, general }: LoginErrors) => {
    for (const el of shown) el.remove();
    shown = [];
    const invalid: HTMLElement[] = [];
    for (const input of fields) {
      const name = input.getAttribute('name') ?? '';
      const message = messages[name];
      const row = input.closest('.form-row') ?? input.parentElement;
      const id = errorIdOf(input, name);
      const has = message !== undefined && row !== null;
      describedBy(input, id, has);
      if (!has) {
        input.removeAttribute('aria-invalid');
        continue;
      }
      input.setAttribute('aria-invalid', 'true');
      const span = textElement('span', 'woocommerce-error-message wopb-form-error-msg', message);
      span.id = id;
      row.append(span);
      shown.push(span);
      invalid.push(input);
    }
    let alert: HTMLElement | undefined;
    if (general) {
      alert = textElement('div', 'woocommerce-error', general);
      alert.setAttribute('role', 'alert');
      alert.tabIndex = -1;
      // The plugin's own general area (`.wopb-form-error`), or a notice group at the top of the form.
      const area = form.querySelector('.wopb-form-error');
      if (area) {
        area.append(alert);
        shown.push(alert);
      } else {
        const group = document.createElement('div');
        group.className = 'woocommerce-NoticeGroup woocommerce-NoticeGroup-login';
        group.append(alert);
        form.prepend(group);
        shown.push(group);
      }
    }
    if (invalid[0]) invalid[0].focus();
    else alert?.focus();
  };

  const setSubmitting = (submitting: boolean) => {
    for (const button of buttons) button.disabled = submitting;
    form.classList.toggle('processing', submitting);
    form.setAttribute('aria-busy', String(submitting));
  };

  let busy = false;
  form.addEventListener(
    'submit',
    async (event) => {
      event.preventDefault();
      if (busy) return;
      busy = true;
      setSubmitting(true);
      showErrors({ fields: {}, general: null });
      let errors: LoginErrors;
      try {
        const body = await submitLogin(readLoginForm(form, props.wpnonce), signal);
        if (isLoginSuccess(body)) {
          browser.reload();
          return;
        }
        // admin-ajax's bare `0`: the plugin's nonce check turned the request away.
        errors = { fields: {}, general: cartPageMessages.t('cartSessionExpired') };
      } catch (error) {
        errors = loginErrorsFrom(error, (name) => inputOf(form, name) !== null, htmlToText);
      } finally {
        busy = false;
        if (!signal.aborted) setSubmitting(false);
      }
      if (!signal.aborted) showErrors(errors);
    },
    { signal },
  );
}
