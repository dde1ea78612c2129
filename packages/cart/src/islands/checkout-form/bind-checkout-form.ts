/**
 * The classic checkout form on the server's markup (reference/woocommerce/checkout.md §2–§5,
 * §7): placing the order over `?wc-ajax=checkout`, what its answer does to the page, the inline
 * field checks, and the "ship to a different address?" and terms toggles. What a field's rules
 * say and what an answer means are the model's (model.ts); the request is client.ts's; this
 * file only touches the DOM. Everything it adds or changes is undone when `signal` aborts.
 *
 * Where it does better than checkout.js (the reference's "fix, don't copy"): hidden and disabled
 * fields are never marked; an untouched empty field is not marked required on focusout; only
 * the checkout's own notice group is replaced (a coupon notice above the form stays); every
 * error, the server's generic one included, is one focusable container that is announced; the
 * form is `aria-busy` and the button `aria-disabled` while the order is placed; the JSON repair
 * applies to this request only; the terms link says whether its text is open.
 */
import { htmlToText, insertHtml } from '@firsat/core/html';
import { isAbortError, isHttpError, logBlockFailure } from '@firsat/core/http';
import { dispatchClassic, onClassic, t } from '@firsat/core/island';
import { announce } from '@firsat/core/live-region';
import { blockElement, focusNotice, unblockElement } from '../../shared/cart-dom';
import { browser } from '../../shared/cart-session';
import { checkoutFormFields, sendCheckout } from './client';
import { messages } from './messages';
import {
  type CheckoutOutcome,
  checkoutOutcome,
  createCheckoutPlacement,
  type FieldCheck,
  fieldCheck,
  fieldRules,
  parseCheckoutReply,
  ROW_STATE_CLASSES,
  rowClassesFor,
} from './model';
import type { CheckoutFormProps } from './props';

/** The fields checkout.js checks: text inputs, selects and checkboxes. */
const FIELDS = '.input-text, select, input[type="checkbox"]';
/** The checkout's own notice group, the only notices a new answer replaces. */
const NOTICE_GROUP = '.woocommerce-NoticeGroup-checkout';
const INLINE_MESSAGE = 'checkout-inline-error-message';
const SHIP_ELSEWHERE = '#ship-to-different-address-checkbox, #ship-to-different-address input';
const TERMS_LINK = 'a.woocommerce-terms-and-conditions-link';
const TERMS_TEXT = '.woocommerce-terms-and-conditions';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (el: EventTarget | null): el is Field =>
  (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) &&
  el.matches(FIELDS);

/** A field nobody can fill now: disabled, or inside something hidden (the unticked shipping address). */
function isOutOfPlay(field: Field, form: HTMLFormElement): boolean {
  if (field.disabled) return true;
  for (let el: HTMLElement | null = field; el && el !== form; el = el.parentElement) {
    if (el.hidden || el.style.display === 'none') return true;
  }
  return false;
}

const fieldValue = (field: Field) => ({
  value: field.value,
  checkbox: field instanceof HTMLInputElement && field.type === 'checkbox',
  checked: field instanceof HTMLInputElement && field.checked,
});

/** Adds or removes one id in `aria-describedby`, keeping the ids others put there. */
function describedBy(field: Field, id: string, on: boolean): void {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((x) => x && x !== id);
  if (on) ids.push(id);
  if (ids.length > 0) field.setAttribute('aria-describedby', ids.join(' '));
  else field.removeAttribute('aria-describedby');
}

const messageIdOf = (field: Field) => `${field.id || field.name}_description`;

/** checkout.js on `input`: the field is being edited, so it is neither invalid nor validated. */
function clearField(field: Field): void {
  field.closest('.form-row')?.classList.remove(...ROW_STATE_CLASSES);
  field.removeAttribute('aria-invalid');
  const id = messageIdOf(field);
  describedBy(field, id, false);
  field.closest('.form-row')?.querySelector(`.${INLINE_MESSAGE}`)?.remove();
}

/** Writes a check into the row's classes and the field's aria-invalid. */
function markField(field: Field, check: FieldCheck | 'server'): void {
  const row = field.closest('.form-row');
  if (!row || check === 'unchecked') return;
  row.classList.remove(...ROW_STATE_CLASSES);
  row.classList.add(...rowClassesFor(check === 'valid' ? null : check));
  if (check === 'valid') field.removeAttribute('aria-invalid');
  else field.setAttribute('aria-invalid', 'true');
}

/** Runs the row's rules on a field (skipping fields out of play). */
function checkField(field: Field, form: HTMLFormElement, checkRequired: boolean): FieldCheck {
  const row = field.closest('.form-row');
  if (!row || isOutOfPlay(field, form)) return 'unchecked';
  const check = fieldCheck(fieldRules(row.classList), fieldValue(field), { checkRequired });
  markField(field, check);
  return check;
}

/** An error box in WooCommerce's markup for a text (or the server's HTML) that has no list. */
const errorBox = (html: string) => `<div class="woocommerce-error">${html}</div>`;

export function bindCheckoutForm(
  form: HTMLFormElement,
  _props: CheckoutFormProps,
  signal: AbortSignal,
): void {
  const undo: (() => void)[] = [];
  signal.addEventListener(
    'abort',
    () => {
      for (const step of undo.splice(0).reverse()) step();
    },
    { once: true },
  );
  const listen = <K extends keyof HTMLElementEventMap>(
    type: K,
    handler: (event: HTMLElementEventMap[K]) => void,
  ) => form.addEventListener(type, handler, { signal });

  // checkout.js turns the browser's own validation off: the server's notices say what is wrong.
  if (!form.noValidate) {
    form.noValidate = true;
    undo.push(() => {
      form.noValidate = false;
    });
  }

  // ── ship to a different address ──
  const showShippingAddress = () => {
    const ticked = form.querySelector<HTMLInputElement>(SHIP_ELSEWHERE)?.checked ?? false;
    for (const box of form.querySelectorAll<HTMLElement>('div.shipping_address')) {
      box.style.display = ticked ? '' : 'none';
    }
  };
  if (form.querySelector(SHIP_ELSEWHERE)) {
    showShippingAddress();
    undo.push(() => {
      for (const box of form.querySelectorAll<HTMLElement>('div.shipping_address')) box.style.display = '';
    });
  }

  // ── the terms link opens the terms text in place (when the page printed it) ──
  const prepareTermsLink = () => {
    const text = form.querySelector<HTMLElement>(TERMS_TEXT);
    const link = form.querySelector<HTMLAnchorElement>(TERMS_LINK);
    if (!text || !link) return;
    if (!text.id) {
      text.id = 'firsat-checkout-terms';
      undo.push(() => text.id === 'firsat-checkout-terms' && text.removeAttribute('id'));
    }
    const had = {
      controls: link.getAttribute('aria-controls'),
      expanded: link.getAttribute('aria-expanded'),
    };
    link.setAttribute('aria-controls', text.id);
    link.setAttribute('aria-expanded', String(text.style.display !== 'none'));
    undo.push(() => {
      for (const [name, value] of [
        ['aria-controls', had.controls],
        ['aria-expanded', had.expanded],
      ] as const) {
        if (value === null) link.removeAttribute(name);
        else link.setAttribute(name, value);
      }
    });
  };
  prepareTermsLink();
  // The order review's refresh replaces #payment, terms box included.
  undo.push(onClassic('updated_checkout', prepareTermsLink));

  // ── inline checks (checkout.md §5) ──
  const edited = new WeakSet<Field>();
  listen('input', (event) => {
    if (!isField(event.target)) return;
    edited.add(event.target);
    clearField(event.target);
  });
  listen('change', (event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.matches(SHIP_ELSEWHERE)) showShippingAddress();
    if (!isField(target)) return;
    edited.add(target);
    checkField(target, form, true);
  });
  listen('focusout', (event) => {
    if (isField(event.target)) checkField(event.target, form, edited.has(event.target));
  });
  listen('click', (event) => {
    const link = (event.target as Element | null)?.closest?.(TERMS_LINK);
    const text = form.querySelector<HTMLElement>(TERMS_TEXT);
    if (!link || !text) return;
    event.preventDefault();
    const open = text.style.display === 'none';
    text.style.display = open ? '' : 'none';
    link.classList.toggle('woocommerce-terms-and-conditions-link--open', open);
    link.classList.toggle('woocommerce-terms-and-conditions-link--closed', !open);
    prepareTermsLink();
  });

  // ── placing the order (checkout.md §2–§4) ──
  const placement = createCheckoutPlacement();
  const leaveGuard = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    event.returnValue = '';
  };
  const button = () => form.querySelector<HTMLElement>('#place_order');

  const block = () => {
    blockElement(form);
    button()?.setAttribute('aria-disabled', 'true');
    window.addEventListener('beforeunload', leaveGuard);
    announce(t('submitting'));
  };
  const unblock = () => {
    unblockElement(form);
    button()?.removeAttribute('aria-disabled');
  };
  undo.push(() => {
    window.removeEventListener('beforeunload', leaveGuard);
    if (placement.getSnapshot() !== 'idle') unblock();
    placement.reset();
  });

  /** `show_inline_errors`: the server's message under each field it names, the field marked. */
  const showInlineErrors = (list: Element) => {
    for (const item of list.querySelectorAll<HTMLElement>('li[data-id]')) {
      const id = item.dataset.id ?? '';
      const matches = document.querySelectorAll(`[id="${id.replace(/["\\]/g, '\\$&')}"]`);
      const field = matches[0] ?? null;
      if (matches.length !== 1 || !isField(field) || !form.contains(field)) continue;
      const row = field.closest('.form-row');
      if (!row) continue;
      const message = document.createElement('p');
      message.id = messageIdOf(field);
      message.className = INLINE_MESSAGE;
      message.textContent = (item.textContent ?? '').trim();
      row.append(message);
      describedBy(field, message.id, true);
      if (!row.classList.contains('woocommerce-invalid')) markField(field, 'server');
      else field.setAttribute('aria-invalid', 'true');
    }
  };

  /** `submit_error`: the notices at the top of the form, the fields checked, focus and voice. */
  const showErrors = async (html: string) => {
    for (const group of form.querySelectorAll(NOTICE_GROUP)) group.remove();
    const nodes = await insertHtml(
      form,
      `<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout">${html}</div>`,
      'prepend',
    );
    const group = nodes.find((node): node is HTMLElement => node instanceof HTMLElement);
    if (!group || signal.aborted) return;
    const list = group.querySelector<HTMLElement>('.woocommerce-error') ?? group;
    // One container is focused and announced; the list itself says nothing a second time.
    list.removeAttribute('role');
    list.setAttribute('tabindex', '-1');
    for (const item of list.querySelectorAll<HTMLElement>('li[data-id]')) {
      const link = document.createElement('a');
      link.href = `#${item.dataset.id ?? ''}`;
      link.append(...item.childNodes);
      item.append(link);
    }
    for (const field of form.querySelectorAll<Field>(FIELDS))
      if (isField(field)) checkField(field, form, true);
    showInlineErrors(list);
    focusNotice(list);
    announce(htmlToText(list.innerHTML).trim(), 'assertive');
    dispatchClassic('checkout_error', [group.outerHTML]);
  };

  const apply = async (outcome: CheckoutOutcome) => {
    for (const message of form.querySelectorAll(`.${INLINE_MESSAGE}`)) message.remove();
    if (outcome.kind === 'redirect') {
      browser.assign(outcome.url);
      return;
    }
    if (outcome.kind === 'reload') {
      browser.reload();
      return;
    }
    unblock();
    if (outcome.kind !== 'offline' && outcome.refresh) dispatchClassic('update_checkout', []);
    if (outcome.kind === 'notices') await showErrors(outcome.html);
    else if (outcome.kind === 'offline') await showErrors(errorBox(t('restFetchError')));
    else await showErrors(errorBox(messages.t('checkoutError')));
  };

  const place = async () => {
    if (form.classList.contains('processing') || !placement.begin()) return;
    const fields = checkoutFormFields(form);
    block();
    let outcome: CheckoutOutcome;
    try {
      outcome = checkoutOutcome(parseCheckoutReply(await sendCheckout(fields, signal)));
    } catch (error) {
      if (isAbortError(error) || signal.aborted) return;
      logBlockFailure(error);
      outcome =
        isHttpError(error) && error.status === undefined
          ? { kind: 'offline' }
          : { kind: 'checkout-error', refresh: false };
    } finally {
      window.removeEventListener('beforeunload', leaveGuard);
    }
    placement.settle(outcome);
    await apply(outcome);
  };

  listen('submit', (event) => {
    event.preventDefault();
    void place();
  });
}
