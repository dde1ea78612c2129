import { htmlToText } from '@firsat/core/html';
import { type IslandHostProps, t } from '@firsat/core/island';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { browser } from '../../shared/cart-session';
import { useToggleLink } from '../../shared/checkout-toggle';
import { useRestorePrinted } from '../../shared/printed-markup';
import { isLoginSuccess, type LoginErrors, loginErrorsFrom, NO_ERRORS } from './login-errors';
import type { CheckoutLoginProps } from './props';
import { readLoginForm, submitLogin } from './submit-login';

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

/**
 * The guest login on the checkout (`form.woocommerce-form-login` behind `a.showlogin`), sent
 * through admin-ajax `wopb_checkout_login`. Success reloads the page. A refusal shows each
 * message under its field (aria-invalid, aria-describedby; focus on the first) or in the general
 * error area at the top of the form. The submit button is disabled while the request runs, and
 * what the person typed is never cleared. Failing or unmounting, it leaves the form as printed.
 */
export function CheckoutLogin({ wpnonce, host }: CheckoutLoginProps & Partial<IslandHostProps>) {
  const form = host instanceof HTMLFormElement ? host : undefined;
  useToggleLink(form, 'a.showlogin', 'firsat-checkout-login');
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>(NO_ERRORS);
  const [attempt, setAttempt] = useState(0);
  const [generalBox] = useState(() => document.createElement('div'));
  const generalRef = useRef<HTMLDivElement>(null);
  const busy = useRef(false);

  // The general error area: the plugin's own `.wopb-form-error`, or a box at the top of the form.
  useLayoutEffect(() => {
    if (!form) return;
    const own = form.querySelector('.wopb-form-error');
    if (own) {
      own.append(generalBox);
    } else {
      generalBox.className = 'woocommerce-NoticeGroup woocommerce-NoticeGroup-login';
      form.prepend(generalBox);
    }
    return () => generalBox.remove();
  }, [form, generalBox]);

  useEffect(() => {
    if (!form) return;
    const onSubmit = async (event: SubmitEvent) => {
      event.preventDefault();
      if (busy.current) return;
      busy.current = true;
      setSubmitting(true);
      setErrors(NO_ERRORS);
      try {
        const body = await submitLogin(readLoginForm(form, wpnonce));
        if (isLoginSuccess(body)) {
          browser.reload();
          return;
        }
        // admin-ajax's bare `0`: the plugin's nonce check turned the request away.
        setErrors({ fields: {}, general: t('cartSessionExpired') });
      } catch (error) {
        setErrors(loginErrorsFrom(error, (name) => inputOf(form, name) !== null, htmlToText));
      } finally {
        busy.current = false;
        setSubmitting(false);
        setAttempt((n) => n + 1);
      }
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [form, wpnonce]);

  useEffect(() => {
    if (!form) return;
    for (const button of form.querySelectorAll<HTMLButtonElement>(
      'button[type="submit"], .woocommerce-form-login__submit',
    )) {
      button.disabled = submitting;
    }
    form.classList.toggle('processing', submitting);
    form.setAttribute('aria-busy', String(submitting));
  }, [form, submitting]);

  // aria-invalid and aria-describedby on the fields with a message; focus on the first of them.
  useLayoutEffect(() => {
    if (!form || attempt === 0) return;
    const invalid: HTMLElement[] = [];
    for (const input of form.querySelectorAll<HTMLElement>('input[name], select[name], textarea[name]')) {
      const name = input.getAttribute('name') ?? '';
      const has = name in errors.fields;
      describedBy(input, errorIdOf(input, name), has);
      if (has) {
        input.setAttribute('aria-invalid', 'true');
        invalid.push(input);
      } else {
        input.removeAttribute('aria-invalid');
      }
    }
    if (invalid[0]) invalid[0].focus();
    else if (errors.general) generalRef.current?.focus();
  }, [form, errors, attempt]);

  useRestorePrinted(() => [
    [form, ['aria-busy', 'class']],
    ...[...(form?.querySelectorAll('button[type="submit"], .woocommerce-form-login__submit') ?? [])].map(
      (button) => [button, ['disabled']] as const,
    ),
    ...[...(form?.querySelectorAll('input[name], select[name], textarea[name]') ?? [])].map(
      (input) => [input, ['aria-invalid', 'aria-describedby']] as const,
    ),
  ]);

  if (!form) return null;
  return (
    <>
      {errors.general
        ? createPortal(
            <div ref={generalRef} className="woocommerce-error" role="alert" tabIndex={-1}>
              {errors.general}
            </div>,
            generalBox,
          )
        : null}
      {Object.entries(errors.fields).map(([name, message]) => {
        const input = inputOf(form, name);
        const row = input?.closest('.form-row') ?? input?.parentElement;
        if (!input || !row) return null;
        return createPortal(
          <span id={errorIdOf(input, name)} className="woocommerce-error-message wopb-form-error-msg">
            {message}
          </span>,
          row,
          name,
        );
      })}
    </>
  );
}
